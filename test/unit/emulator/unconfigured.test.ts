// `npm start -- --unconfigured`: the emulator starts as a factory-new gateway (no SSID, no key) with the
// other settings as stored or the demo data; a save that sets an SSID makes it configured, and it stays so
// after a restart. The empty SSID itself is never written (cli-keeps.test.ts). --ethernet: a cable is in (status 10). Neither has a use with --device.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { NETWORK_DEFAULTS } from '../../../emulator/routes/network.ts'
import { createEmulator } from '../../../emulator/server.ts'

const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
const quiet = { info() {}, warn() {} }

/** An in-process emulator on `dir` (no socket); GET and POST with an admin token. */
async function emulatorOn(dir: string, unconfigured: boolean, ethernet = false) {
  const emu = createEmulator({ dataDir: dir, port: 0, restartMs: 10, unconfigured, ethernet, log: quiet })
  const req = (method: string, url: string, json?: unknown, token?: string) =>
    emu.app.request(url, {
      method,
      headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
      body: json === undefined ? undefined : JSON.stringify(json),
    })
  const token = ((await (await req('POST', '/rest/signIn', { username: 'admin', password: 'admin' })).json()) as { access_token: string }).access_token
  return {
    emu,
    get: async (url: string) => (await req('GET', url, undefined, token)).json() as Promise<any>,
    post: (url: string, json: unknown) => req('POST', url, json, token),
  }
}

test('unconfigured: no SSID, BSSID or key, the rest as stored; a saved SSID makes it configured and stays', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ems-unconf-'))
  fs.writeFileSync(path.join(dir, 'settings.json'), JSON.stringify({ network: { ...NETWORK_DEFAULTS, bssid: '3C:A6:2F:5B:10:01', hostname: 'attic' } }))
  const a = await emulatorOn(dir, true)
  const net = await a.get('/rest/networkSettings')
  assert.equal(net, { ...NETWORK_DEFAULTS, ssid: '', bssid: '', password: '', hostname: 'attic' })
  assert.is((await a.get('/rest/networkStatus')).status, 255, 'WiFi off: only the access point')
  assert.is((await a.get('/rest/mqttSettings')).host, '192.168.1.10', 'the demo data otherwise')
  // The setup saves a network: configured, in the file too.
  assert.is((await a.post('/rest/networkSettings', { ...net, ssid: 'HomeNet', password: 'heating-2024' })).status, 200)
  assert.is((await a.get('/rest/networkStatus')).status, 3)
  await a.emu.stop()
  const b = await emulatorOn(dir, false)
  assert.is((await b.get('/rest/networkSettings')).ssid, 'HomeNet', 'configured after the restart')
  await b.emu.stop()
  // Without the option nothing changes; with it, the SSID is cleared again.
  const c = await emulatorOn(dir, true)
  assert.is((await c.get('/rest/networkSettings')).ssid, '')
  await c.emu.stop()
  fs.rmSync(dir, { recursive: true, force: true })
})

test('ethernet: status 10, with the Ethernet addresses while WiFi is off and the WiFi ones while it is connected', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ems-eth-'))
  const a = await emulatorOn(dir, true, true)
  const eth = await a.get('/rest/networkStatus')
  assert.is(eth.status, 10)
  assert.is(eth.ssid, undefined, 'no WiFi fields')
  assert.is(eth.local_ip, '192.168.1.51')
  assert.is(eth.mac_address, '24:0A:C4:12:34:59')
  assert.is((await a.get('/rest/apStatus')).status, 1, 'online: the access point stays closed')
  const net = await a.get('/rest/networkSettings')
  assert.is((await a.post('/rest/networkSettings', { ...net, ssid: 'HomeNet', password: 'heating-2024' })).status, 200)
  const both = await a.get('/rest/networkStatus')
  assert.is(both.status, 10, 'Ethernet wins, as on the device')
  assert.is(both.ssid, 'HomeNet', "and the addresses are WiFi's")
  await a.emu.stop()
  fs.rmSync(dir, { recursive: true, force: true })
})

test('the command line: --unconfigured is documented, says so at start, and is refused with --device', async () => {
  const run = (args: string[]) =>
    new Promise<{ code: number | null; out: string }>((done) => {
      const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'emulator/main.ts'), ...args], { cwd: ROOT })
      let out = ''
      child.stdout.on('data', (d) => (out += d))
      child.stderr.on('data', (d) => (out += d))
      child.stdout.on('data', () => /EMS Console on/.test(out) && /unconfigured:/.test(out) && child.kill('SIGINT'))
      const stuck = setTimeout(() => child.kill('SIGKILL'), 20_000)
      child.on('exit', (code) => (clearTimeout(stuck), done({ code, out })))
    })
  const help = await run(['--help'])
  assert.is(help.code, 0)
  assert.match(help.out, /--unconfigured +start as a factory-new gateway: no WiFi SSID/)
  assert.match(help.out, /--ethernet +an Ethernet cable is in: network status 10/)
  const proxy = await run(['--unconfigured', '--device', 'http://127.0.0.1:9'])
  assert.is(proxy.code, 2)
  assert.match(proxy.out, /--unconfigured has no use with --device/)
  const cable = await run(['--ethernet', '--device', 'http://127.0.0.1:9'])
  assert.is(cable.code, 2)
  assert.match(cable.out, /--ethernet has no use with --device/)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ems-unconf-cli-'))
  const started = await run(['--unconfigured', '--port', '0', '--data', dir])
  assert.match(started.out, /unconfigured: no WiFi SSID; sign in as admin to run the setup/)
  assert.not.ok(fs.existsSync(path.join(dir, 'settings.json')), 'the empty SSID is not written (nothing was saved)')
  fs.rmSync(dir, { recursive: true, force: true })
})

test.run()
