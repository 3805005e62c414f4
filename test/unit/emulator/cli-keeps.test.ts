// The command line keeps what the user has: --unconfigured leaves the saved WiFi network in the file, --data
// naming a file and a taken port are refused at start in one line (exit 2), stopping npm (its shell) stops
// the emulator, and --device to a gateway that cannot be reached says why once and drops the page's calls.
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { dataDir, interrupt, killAll, listening, PROCESS_MS, printed, ROOT, type Run, run, signIn } from './_cli.ts'

// A failed assertion must not leave an emulator running (it would keep this process, and a port, alive).
const runs: Run[] = []
const start = (...a: Parameters<typeof run>) => {
  const r = run(...a)
  runs.push(r)
  return r
}
test.after.each(() => {
  for (const r of runs.splice(0)) killAll(r)
})

/** The exit code, or 'still running' (and killed) when it has not ended within PROCESS_MS. */
const ends = (r: Run) =>
  Promise.race([r.exited, new Promise<string>((ok) => setTimeout(() => ok('still running'), PROCESS_MS).unref())]).finally(() => killAll(r))
const settingsOf = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'settings.json'), 'utf8'))
/** A port nothing listens on (taken and let go again). */
const freePort = () =>
  new Promise<number>((ok) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo
      s.close(() => ok(port))
    })
  })

test('--unconfigured empties the SSID while it runs only: the file keeps the WiFi network, a plain start is configured', async () => {
  const saved = { network: { ssid: 'HomeNet', password: 'heating-2024', hostname: 'attic' } }
  const dir = dataDir(saved)
  const r = start(['--port', '0', '--data', dir, '--unconfigured'])
  const base = await listening(r)
  const out = await printed(r, /only while it runs/)
  assert.ok(out.includes(`only while it runs: ${path.join(dir, 'settings.json')} keeps its WiFi network until the setup saves one`), out)
  const headers = { authorization: `Bearer ${await signIn(base)}` }
  const net = (await (await fetch(`${base}/rest/networkSettings`, { headers })).json()) as { ssid: string; hostname: string }
  assert.is(net.ssid, '', 'unconfigured while it runs')
  assert.is(net.hostname, 'attic')
  // Another area saved meanwhile: written, and the WiFi network with it stays as it was.
  const mqtt = await fetch(`${base}/rest/mqttSettings`, { headers })
  const save = await fetch(`${base}/rest/mqttSettings`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ ...(await mqtt.json()), host: 'broker.lan' }),
  })
  assert.ok(save.status === 200 || save.status === 205, `mqtt save ${save.status}`)
  await interrupt(r)
  assert.equal(settingsOf(dir).network, saved.network)
  assert.is(settingsOf(dir).mqtt.host, 'broker.lan')
  const plain = start(['--port', '0', '--data', dir])
  const again = await listening(plain)
  const back = await fetch(`${again}/rest/networkSettings`, { headers: { authorization: `Bearer ${await signIn(again)}` } })
  assert.is(((await back.json()) as { ssid: string }).ssid, 'HomeNet', 'configured again without the option')
  await interrupt(plain)
  fs.rmSync(dir, { recursive: true, force: true })
})

test('--data naming a file (or a folder under a file) is refused at start in one line, exit 2', async () => {
  const dir = dataDir()
  const file = path.join(dir, 'settings.json')
  fs.writeFileSync(file, '{}')
  for (const data of [file, path.join(file, 'sub')]) {
    const r = start(['--port', '0', '--data', data])
    assert.is(await ends(r), 2, r.out())
    assert.is(r.out(), `--data needs a folder, but ${file} is a file\n`)
  }
  fs.rmSync(dir, { recursive: true, force: true })
})

test('a port in use is named in one line (another emulator may still run, --port), exit 2', async () => {
  const taken = net.createServer()
  await new Promise<void>((ok) => taken.listen(0, '127.0.0.1', ok))
  const { port } = taken.address() as net.AddressInfo
  const dir = dataDir()
  const r = start(['--port', String(port), '--data', dir])
  assert.is(await ends(r), 2, r.out())
  taken.close()
  assert.is(r.out(), `port ${port} on 127.0.0.1 is in use: another emulator may still run (stop it), or pick another port with --port N\n`)
  fs.rmSync(dir, { recursive: true, force: true })
})

// npm runs its script in `sh -c` and passes a TERM it gets to that shell only, which dies of it; an INT the
// shell holds back until its child ends, so npm stays until it is killed outright. Either way the emulator
// under it must notice and let go of its port. `; :` keeps a shell from exec'ing, as npm's does.
const stops = async (what: string, script: (port: number, dir: string) => string, stop: (r: Run) => void) => {
  const dir = dataDir()
  const port = await freePort()
  const r = start([], ['env', 'npm_lifecycle_event=start', 'sh', '-c', script(port, dir)])
  const base = await listening(r)
  const gone = new Promise<void>((ok) => r.child.stdout!.on('close', ok)) // every process holding the pipe
  stop(r)
  await Promise.race([gone, new Promise((_, no) => setTimeout(() => no(new Error(`${what}: still running:\n${r.out()}`)), PROCESS_MS).unref())])
  const refused = await fetch(base).then(
    () => false,
    () => true,
  )
  assert.ok(refused, `${what}: ${base} still answers`)
  fs.rmSync(dir, { recursive: true, force: true })
}
const emulator = (port: number, dir: string) => `"${process.execPath}" tools/run-emulator.mjs --port ${port} --data "${dir}"; :`

test("SIGTERM to npm's shell, or npm killed outright above it, stops the emulator: the port is free again", async () => {
  await stops('TERM to the shell', emulator, (r) => r.child.kill('SIGTERM'))
  // here `env` execs the outer shell, which stands for npm: killed, its inner shell waits on, orphaned
  await stops(
    'npm killed',
    (port, dir) => `sh -c '${emulator(port, dir).replaceAll("'", '')}'; :`,
    (r) => r.child.kill('SIGKILL'),
  )
})

test('--device to a gateway that cannot be reached: the calls get no answer (a network error) and the terminal says why once', async () => {
  const dir = dataDir()
  const r = start(['--port', '0', '--data', dir, '--device', `http://127.0.0.1:${await freePort()}`])
  const base = await listening(r)
  for (let i = 0; i < 3; i++) {
    const err = await fetch(`${base}/rest/systemStatus`).then(
      (res) => `answered ${res.status}`,
      (e: Error) => e.name,
    )
    assert.is(err, 'TypeError', 'no answer: the browser reports a network error')
  }
  // The page itself still comes from the emulator (503 'not built' where the unit tests run before the build).
  const built = fs.existsSync(path.join(ROOT, 'dist/index.html.gz'))
  assert.is((await fetch(`${base}/`)).status, built ? 200 : 503, 'the page itself still comes')
  const out = await printed(r, /cannot be reached/)
  assert.is(out.match(/cannot be reached: connect ECONNREFUSED/g)?.length, 1, out)
  await interrupt(r)
  fs.rmSync(dir, { recursive: true, force: true })
})

test('run-emulator.mjs is what npm start runs after its build check', () => {
  assert.match(fs.readFileSync(path.join(ROOT, 'tools/start.mjs'), 'utf8'), /runEmulator\(args\)/)
})

test.run()
