// The settings file: defaults, persistence across restarts of the process, atomic writes, corrupt files.

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createStore } from '../../../emulator/store.ts'

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'ems-store-'))
const quiet = () => {
  const warnings: string[] = []
  return { warnings, info() {}, warn: (m: string) => void warnings.push(m) }
}

test('a missing file gives the defaults; saved values survive a new store and merge over the defaults', () => {
  const dir = tmp()
  const a = createStore(dir, quiet())
  a.define('ota', { enabled: false, port: 8266 })
  assert.equal(a.get('ota'), { enabled: false, port: 8266 })
  a.set('ota', { enabled: true })
  const b = createStore(dir, quiet())
  b.define('ota', { enabled: false, port: 8266 })
  assert.equal(b.get('ota'), { enabled: true, port: 8266 })
  assert.equal(JSON.parse(fs.readFileSync(path.join(dir, 'settings.json'), 'utf8')), { ota: { enabled: true } })
  fs.rmSync(dir, { recursive: true })
})

test('get returns a copy: changing it does not change the store', () => {
  const s = createStore(tmp(), quiet())
  s.define('security', { users: [{ username: 'admin' }] })
  s.get<{ users: object[] }>('security').users.push({ username: 'x' })
  assert.equal(s.get('security'), { users: [{ username: 'admin' }] })
})

test('an undefined area is a programming error', () => {
  const s = createStore(tmp(), quiet())
  assert.throws(() => s.get('nope'), /not defined/)
  assert.throws(() => s.set('nope', {}), /not defined/)
})

test('atomic write: a crash before the rename leaves the old file intact and no partial file behind', () => {
  const dir = tmp()
  const s = createStore(dir, quiet())
  s.define('ota', { port: 8266 })
  s.set('ota', { port: 1111 })
  const rename = fs.renameSync
  fs.renameSync = () => {
    throw new Error('power cut')
  }
  try {
    assert.throws(() => s.set('ota', { port: 2222 }), /power cut/)
  } finally {
    fs.renameSync = rename
  }
  assert.equal(JSON.parse(fs.readFileSync(path.join(dir, 'settings.json'), 'utf8')), { ota: { port: 1111 } })
  assert.equal(s.get('ota'), { port: 1111 }, 'memory agrees with the file')
  assert.equal(fs.readdirSync(dir), ['settings.json'])
  fs.rmSync(dir, { recursive: true })
})

test('a corrupt file gives the defaults with a warning and a .corrupt copy, never a crash', () => {
  for (const junk of ['{"ota": {"port": 1', '[1,2]', 'null']) {
    const dir = tmp()
    fs.writeFileSync(path.join(dir, 'settings.json'), junk)
    const log = quiet()
    const s = createStore(dir, log)
    s.define('ota', { port: 8266 })
    assert.equal(s.get('ota'), { port: 8266 }, junk)
    assert.is(log.warnings.length, 1, junk)
    assert.is(fs.readFileSync(path.join(dir, 'settings.json.corrupt'), 'utf8'), junk)
    s.set('ota', { port: 1 }) // and it can be saved over
    assert.equal(JSON.parse(fs.readFileSync(path.join(dir, 'settings.json'), 'utf8')), { ota: { port: 1 } })
    fs.rmSync(dir, { recursive: true })
  }
})

test('erase brings every area back to its defaults and removes the file', () => {
  const dir = tmp()
  const s = createStore(dir, quiet())
  s.define('a', { x: 1 })
  s.define('b', { y: 1 })
  s.set('a', { x: 2 })
  s.set('b', { y: 2 })
  s.erase()
  assert.equal([s.get('a'), s.get('b')], [{ x: 1 }, { y: 1 }])
  assert.not.ok(fs.existsSync(path.join(dir, 'settings.json')))
  fs.rmSync(dir, { recursive: true })
})

test.run()
