// The emulator's command line (emulator/main.ts), run as `npm start` runs it: --help, --port, --host,
// --data, --reset, --firmware, and Ctrl+C (SIGINT) stopping it.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { dataDir, interrupt, listening, printed, run, signIn } from './_cli.ts'

const otaPort = async (base: string) => {
  const access_token = await signIn(base)
  const res = await fetch(`${base}/rest/otaSettings`, { headers: { authorization: `Bearer ${access_token}` } })
  return ((await res.json()) as { port: number }).port
}

test('--help lists every option the README names and exits 0 without starting', async () => {
  const r = run(['--help'])
  assert.is(await r.exited, 0)
  for (const opt of ['--port N', '--host H', '--data DIR', '--reset', '--device URL', '--lenient', '--speed N', '--help', 'Ctrl+C']) {
    assert.ok(r.out().includes(opt), `${opt} missing from:\n${r.out()}`)
  }
  assert.not.match(r.out(), /EMS Console on/)
})

test('an unknown option is refused with the help text (exit 2)', async () => {
  const r = run(['--nope'])
  assert.is(await r.exited, 2)
  assert.match(r.out(), /Unknown option '--nope'[\s\S]*--port N/)
})

test('--data DIR: settings are read from (and saved to) DIR/settings.json; --port 0 takes a free port; Ctrl+C stops it', async () => {
  const dir = dataDir({ ota: { port: 1234 } })
  const r = run(['--port', '0', '--data', dir])
  const base = await listening(r)
  assert.match(base, /^http:\/\/127\.0\.0\.1:\d+$/)
  assert.not.match(base, /:0$/)
  const out = await printed(r, /settings in /)
  assert.ok(out.includes(`settings in ${path.join(dir, 'settings.json')}`), out)
  assert.is(await otaPort(base), 1234)
  await interrupt(r)
  fs.rmSync(dir, { recursive: true, force: true })
})

test('--reset deletes settings.json in the data folder first: the factory settings again', async () => {
  const dir = dataDir({ ota: { port: 1234 } })
  const r = run(['--port', '0', '--data', dir, '--reset'])
  const base = await listening(r)
  assert.match(r.out(), /reset: deleted .*settings\.json/)
  assert.is(await otaPort(base), 8266)
  await interrupt(r)
  fs.rmSync(dir, { recursive: true, force: true })
})

test('--host 0.0.0.0 listens on every interface, names the LAN addresses and warns that the demo accounts are public', async () => {
  const dir = dataDir()
  const r = run(['--port', '0', '--host', '0.0.0.0', '--data', dir])
  const base = await listening(r)
  const port = new URL(base).port
  const out = await printed(r, /demo accounts admin\/admin and guest\/guest are public/)
  assert.match(out, /demo accounts admin\/admin and guest\/guest are public/)
  const lan = [...out.matchAll(/on the LAN: (http:\/\/\S+)\//g)].map((m) => m[1])
  const expected = Object.values(os.networkInterfaces())
    .flat()
    .filter((a) => a && a.family === 'IPv4' && !a.internal)
  assert.is(lan.length, expected.length)
  // A sign-in answers on loopback through the every-interface socket. The LAN addresses are only compared with
  // the machine's interfaces, never fetched: tests send traffic to loopback only.
  await signIn(`http://127.0.0.1:${port}`)
  assert.equal(lan.map((u) => new URL(u).hostname).sort(), expected.map((a) => a!.address).sort())
  await interrupt(r)
  fs.rmSync(dir, { recursive: true, force: true })
})

test('--firmware 3.6.0: the startup line names the release, which answers as 3.6.0 (version, custom entities path)', async () => {
  const dir = dataDir()
  const r = run(['--port', '0', '--data', dir, '--firmware', '3.6.0'])
  const base = await listening(r)
  assert.match(r.out(), /EMS-ESP 3\.6\.0 emulator: EMS Console on http:/)
  const headers = { authorization: `Bearer ${await signIn(base)}` }
  const status = (await (await fetch(`${base}/rest/systemStatus`, { headers })).json()) as { emsesp_version: string }
  assert.is(status.emsesp_version, '3.6.0')
  const entities = await fetch(`${base}/rest/entities`, { headers })
  assert.is(entities.headers.get('content-type'), 'application/json')
  await interrupt(r)
  fs.rmSync(dir, { recursive: true, force: true })
})

test('without --firmware the startup line says 3.6.5; --help documents --firmware and its releases', async () => {
  const dir = dataDir()
  const r = run(['--port', '0', '--data', dir])
  await listening(r)
  assert.match(r.out(), /EMS-ESP 3\.6\.5 emulator: EMS Console on http:/)
  await interrupt(r)
  fs.rmSync(dir, { recursive: true, force: true })
  const help = run(['--help'])
  assert.is(await help.exited, 0)
  assert.match(help.out(), /--firmware V .*3\.6\.0, 3\.6\.1, 3\.6\.2, 3\.6\.4, 3\.6\.5, 3\.7\.0, 3\.7\.1, 3\.7\.2, 3\.8\.0 \(default 3\.6\.5\)/)
})

test('--firmware refuses a release it does not know (3.6.3 does not exist) with exit 2, and any but 3.6.5 with --device', async () => {
  const bad = run(['--firmware', '3.6.3'])
  assert.is(await bad.exited, 2)
  assert.match(bad.out(), /--firmware needs one of 3\.6\.0, 3\.6\.1, 3\.6\.2, 3\.6\.4, 3\.6\.5, 3\.7\.0, 3\.7\.1, 3\.7\.2, 3\.8\.0, got "3\.6\.3"/)
  const proxy = run(['--firmware', '3.6.0', '--device', 'http://127.0.0.1:9'])
  assert.is(await proxy.exited, 2)
  assert.match(proxy.out(), /--firmware has no use with --device/)
})

test('--speed N: said at start, and the gateway clock runs that much faster; not a number above 0, or with --device: exit 2', async () => {
  const dir = dataDir()
  const r = run(['--port', '0', '--data', dir, '--speed', '100000'])
  const base = await listening(r)
  await printed(r, /speed 100000: the emulated day runs 100000 times as fast/)
  const headers = { authorization: `Bearer ${await signIn(base)}` }
  // the clock started before the port was opened: at least a millisecond has passed since, 100 s emulated
  const { uptime } = (await (await fetch(`${base}/rest/systemStatus`, { headers })).json()) as { uptime: string }
  const [days, h, m, s] = uptime.split(/[+:]/).map(Number)
  assert.ok(((days * 24 + h) * 60 + m) * 60 + s >= 100, uptime)
  await interrupt(r)
  fs.rmSync(dir, { recursive: true, force: true })
  for (const bad of ['0', '-2', 'fast']) {
    const b = run([`--speed=${bad}`])
    assert.is(await b.exited, 2, bad)
    assert.match(b.out(), new RegExp(`--speed needs a number above 0 \\(up to 100000\\), got "${bad}"`))
  }
  const proxy = run(['--speed', '60', '--device', 'http://127.0.0.1:9'])
  assert.is(await proxy.exited, 2)
  assert.match(proxy.out(), /--speed has no use with --device/)
})

test.run()
