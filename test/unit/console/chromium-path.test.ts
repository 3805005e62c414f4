// test/chromium-path.mjs: which Chromium the browser tests run (CHROMIUM_PATH, a system one, the npm one).

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { bundledPackage, chromiumMissing, findChromium, systemChromium } from '../../chromium-path.mjs'

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'chromium-path-'))
const usrBin = path.join(tmp, 'usr-bin')
const onPath = path.join(tmp, 'on-path')
const exe = (dir: string, name: string, mode = 0o755) => {
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, name)
  fs.writeFileSync(file, '#!/bin/sh\necho fake\n', { mode })
  return file
}

test('system browser: chromium in /usr/bin wins over names found on PATH', () => {
  const inUsr = exe(usrBin, 'chromium')
  exe(onPath, 'google-chrome')
  assert.is(systemChromium({ PATH: onPath }, usrBin), inUsr)
  fs.rmSync(inUsr)
})

test('system browser: chromium-browser, then google-chrome, on PATH or in /usr/bin; not a file that cannot run', () => {
  fs.rmSync(usrBin, { recursive: true, force: true })
  fs.rmSync(onPath, { recursive: true, force: true })
  assert.is(systemChromium({ PATH: onPath }, usrBin), null)
  const chrome = exe(usrBin, 'google-chrome')
  assert.is(systemChromium({ PATH: onPath }, usrBin), chrome)
  const browser = exe(onPath, 'chromium-browser')
  assert.is(systemChromium({ PATH: onPath }, usrBin), browser) // the name's order comes before the folder's
  exe(onPath, 'chromium', 0o644) // not executable: skipped
  assert.is(systemChromium({ PATH: onPath }, usrBin), browser)
})

test('EMS_NO_SYSTEM_BROWSER=1 hides every system browser (for testing the npm one on a machine that has one)', () => {
  assert.ok(systemChromium({ PATH: onPath }, usrBin))
  assert.is(systemChromium({ PATH: onPath, EMS_NO_SYSTEM_BROWSER: '1' }, usrBin), null)
})

test('CHROMIUM_PATH is taken as given: a missing file is an error naming it, not a silent fallback', () => {
  assert.match(chromiumMissing({ CHROMIUM_PATH: path.join(tmp, 'nope') }) ?? '', /CHROMIUM_PATH=.*nope is not an executable file/)
  assert.is(chromiumMissing({ CHROMIUM_PATH: exe(tmp, 'my-chrome') }), null)
})

test('without any system browser the npm package @sparticuz/chromium (a devDependency) is there to unpack', () => {
  const pkg = bundledPackage()
  if (process.platform !== 'linux' || process.arch !== 'x64') return assert.is(pkg, null)
  assert.ok(pkg, 'npm install put @sparticuz/chromium in node_modules')
  const dev = JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')).devDependencies
  assert.is(pkg.version, dev['@sparticuz/chromium'])
  assert.ok(fs.statSync(path.join(pkg.bin, 'chromium.br')).size > 10_000_000, 'the brotli-compressed browser is inside the tarball')
  assert.ok(fs.existsSync(path.join(pkg.bin, 'al2023.tar.br')), 'with the NSS libraries a bare machine may lack')
  assert.is(chromiumMissing({ PATH: '', EMS_NO_SYSTEM_BROWSER: '1' }), null)
})

test('a system browser that does not run is passed over for the packaged one, saying why', async () => {
  if (!bundledPackage()) return // not linux-x64: no packaged browser to fall back to
  const broken = path.join(tmp, 'broken-bin')
  fs.mkdirSync(broken, { recursive: true })
  fs.writeFileSync(path.join(broken, 'chromium-browser'), '#!/bin/sh\necho "install it with snap" >&2\nexit 1\n', { mode: 0o755 })
  const said: string[] = []
  const log = console.log
  console.log = (s: string) => void said.push(s)
  try {
    const env = { PATH: broken } as Record<string, string | undefined>
    const found = await findChromium(env, path.join(tmp, 'no-usr-bin'))
    assert.match(found.source, /^npm @sparticuz\/chromium@/)
    assert.match(found.version, /Chromium \d+/)
    assert.match(said.join('\n'), /chromium-browser --version failed: install it with snap; using the packaged one/)
  } finally {
    console.log = log
  }
})

test.after(() => fs.rmSync(tmp, { recursive: true, force: true }))
test.run()
