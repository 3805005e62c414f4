// test/chromium-path.mjs: which Chromium the browser tests run (CHROMIUM_PATH, the npm one, a system one).

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

test('CHROMIUM_PATH is taken as given: a missing file is an error naming it, not a silent fallback', () => {
  assert.match(chromiumMissing({ CHROMIUM_PATH: path.join(tmp, 'nope') }) ?? '', /CHROMIUM_PATH=.*nope is not an executable file/)
  assert.is(chromiumMissing({ CHROMIUM_PATH: exe(tmp, 'my-chrome') }), null)
})

test('the npm package @sparticuz/chromium (a devDependency) is there to unpack, with or without a system browser', () => {
  const pkg = bundledPackage()
  if (process.platform !== 'linux' || process.arch !== 'x64') return assert.is(pkg, null)
  assert.ok(pkg, 'npm install put @sparticuz/chromium in node_modules')
  const dev = JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')).devDependencies
  assert.is(pkg.version, dev['@sparticuz/chromium'])
  assert.ok(fs.statSync(path.join(pkg.bin, 'chromium.br')).size > 10_000_000, 'the brotli-compressed browser is inside the tarball')
  assert.ok(fs.existsSync(path.join(pkg.bin, 'al2023.tar.br')), 'with the NSS libraries a bare machine may lack')
  assert.is(chromiumMissing({ PATH: '' }, path.join(tmp, 'no-usr-bin')), null)
})

test('a packaged browser that does not start is passed over for a system one, saying why', async () => {
  const pkg = bundledPackage()
  if (!pkg) return // not linux-x64: there is no packaged browser to pass over
  // an "unpacked" browser that fails, where the cache is looked for: unpack() keeps a browser already there
  const cache = path.join(tmp, 'cache')
  exe(path.join(cache, `chromium-${pkg.version}`), 'chromium')
  fs.writeFileSync(path.join(cache, `chromium-${pkg.version}`, 'chromium'), '#!/bin/sh\necho "libnss3.so: cannot open" >&2\nexit 127\n')
  const system = path.join(tmp, 'system-bin')
  fs.mkdirSync(system, { recursive: true })
  fs.writeFileSync(path.join(system, 'chromium'), '#!/bin/sh\necho "Chromium 999.0"\n', { mode: 0o755 })
  const said: string[] = []
  const log = console.log
  const before = { cache: process.env.EMS_CHROMIUM_CACHE, chosen: process.env.EMS_CHROMIUM }
  console.log = (s: string) => void said.push(s)
  process.env.EMS_CHROMIUM_CACHE = cache
  try {
    const found = await findChromium({ PATH: '' }, system)
    assert.is(found.source, 'system')
    assert.is(found.path, path.join(system, 'chromium'))
    assert.is(found.version, 'Chromium 999.0')
    assert.match(said.join('\n'), /chromium --version failed: libnss3.so: cannot open; using a system one/)
  } finally {
    console.log = log
    for (const [name, value] of [
      ['EMS_CHROMIUM_CACHE', before.cache],
      ['EMS_CHROMIUM', before.chosen],
    ] as const)
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
  }
})

test.after(() => fs.rmSync(tmp, { recursive: true, force: true }))
test.run()
