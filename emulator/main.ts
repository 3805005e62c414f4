// CLI: `tsx emulator/main.ts [--port N] [--host H] [--data DIR] [--reset] [--firmware 3.6.0-3.8.0] [--chip ESP32S3] [--device http://HOST] [--dev] [--restart-ms N] [--bus-offline] [--lenient] [--unconfigured] [--ethernet] [--speed N]`
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { isRelease, RELEASES } from '../src/schemas/releases.ts'
import { busOf } from './bus/index.ts'
import { CHIPS, isChip } from './chip.ts'
import { DEFAULT_RELEASE } from './firmware.ts'
import { createEmulator } from './server.ts'

const HELP = `EMS-ESP 3.6-3.8 gateway emulator
  --port N          port to listen on (default 3080, 0 = any free port)
  --host H          address to listen on (default 127.0.0.1; 0.0.0.0 = every interface, e.g. for a phone
                    on the LAN: anyone who can reach it can sign in with the public demo accounts)
  --data DIR        folder of settings.json, where saved settings persist (default emulator/data)
  --reset           start from the factory settings: deletes settings.json in the --data folder first
  --firmware V      the release to answer like: ${RELEASES.join(', ')} (default ${DEFAULT_RELEASE});
                    its paths (custom entities at /rest/entities until 3.6.1, /rest/customentities in 3.6.2 and
                    3.6.4; /rest/dashboardData and /rest/activity from 3.7.0, where /rest/status and
                    /rest/devices are gone), answer keys, device type numbers, MessagePack types and
                    Content-Type, and page caching. Not with --device (the gateway speaks its own)
  --chip C          the board's chip: ${CHIPS.join(', ')} (default ESP32), for its GPIO rules;
                    system status and the settings name it as the release does (3.6.x "ESP32-S3",
                    3.7.0 on "ESP32S3"), factory settings have its board (S32, S2MINI, S32S3, C3MINI)
  --device URL      proxy /rest, /api and /es to a real gateway, e.g. http://192.168.1.50
  --dev             live reload: pages reload when dist/index.html.gz changes
  --restart-ms N    how long a restart keeps the emulator unreachable (default 5000)
  --bus-offline     start with the EMS bus disconnected (POST /rest/emulator/bus {"offline":false} reconnects)
  --lenient         answer settings POSTs like the firmware instead of refusing them: a value of the wrong
                    type or out of range takes its default and the answer is 200 with the stored state
                    (device-api §0 "Type coercion", "Omitted fields"), so console bugs that only show on a
                    device (e.g. a null port silently reset to 514) can be reproduced. Without it such a POST
                    is 400, so the console's own mistakes stand out. Applies to the settings of network, AP,
                    NTP, MQTT, OTA, security, application and log; lists (schedule, entities) stay strict.
  --unconfigured    start as a factory-new gateway: no WiFi SSID, so an admin signing in lands on the
                    setup (/setup); the other settings as saved (or the demo data). The SSID is emptied in
                    memory only: settings.json keeps its WiFi network, and a later start without the option
                    is configured as before, unless the setup saved a network (then that one is kept)
  --ethernet        an Ethernet cable is in: network status 10 with the Ethernet addresses, WiFi or not;
                    with --unconfigured, an Ethernet-only gateway (no SSID; admins are not sent to the setup)
  --speed N         the emulated day runs N times as fast (default 1; 60: an hour a minute, 1440: a day a
                    minute): the boiler's burner cycles, the rooms cooling at night and warming from 06:00, hot
                    water drawn and reheated, the outdoor temperature, and the clock the gateway reports (NTP and
                    status time, uptime, log times). Only while it runs: no setting is changed. Waits the console
                    shows (a restart's outage, a WiFi scan, an upload) keep their length
  --help, -h        this text
Ctrl+C stops it.`

const options = {
  port: { type: 'string', default: '3080' },
  host: { type: 'string', default: '127.0.0.1' },
  data: { type: 'string', default: fileURLToPath(new URL('./data', import.meta.url)) },
  reset: { type: 'boolean', default: false },
  firmware: { type: 'string', default: DEFAULT_RELEASE },
  chip: { type: 'string', default: 'ESP32' },
  device: { type: 'string' },
  dev: { type: 'boolean', default: false },
  'restart-ms': { type: 'string', default: '5000' },
  'bus-offline': { type: 'boolean', default: false },
  lenient: { type: 'boolean', default: false },
  unconfigured: { type: 'boolean', default: false },
  ethernet: { type: 'boolean', default: false },
  speed: { type: 'string', default: '1' },
  help: { type: 'boolean', short: 'h', default: false },
} as const

let args: ReturnType<typeof parseArgs<{ options: typeof options }>>['values']
try {
  args = parseArgs({ options }).values
} catch (e) {
  console.error(`${(e as Error).message}\n\n${HELP}`)
  process.exit(2)
}

if (args.help) {
  console.log(HELP)
  process.exit(0)
}

const int = (name: string, v: string) => {
  const n = Number(v)
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} needs a whole number, got "${v}"`)
    process.exit(2)
  }
  return n
}
const speed = Number(args.speed)
if (!(speed > 0 && speed <= 100_000)) {
  console.error(`--speed needs a number above 0 (up to 100000), got "${args.speed}"`)
  process.exit(2)
}
if (args.device && speed !== 1) {
  console.error('--speed has no use with --device: the gateway keeps its own time')
  process.exit(2)
}
if (args.device && !/^https?:\/\//.test(args.device)) {
  console.error(`--device needs a URL such as http://192.168.1.50, got "${args.device}"`)
  process.exit(2)
}

if (!isRelease(args.firmware)) {
  console.error(`--firmware needs one of ${RELEASES.join(', ')}, got "${args.firmware}"`)
  process.exit(2)
}
if (!isChip(args.chip)) {
  console.error(`--chip needs one of ${CHIPS.join(', ')}, got "${args.chip}"`)
  process.exit(2)
}
for (const flag of ['unconfigured', 'ethernet'] as const) {
  if (args.device && args[flag]) {
    console.error(`--${flag} has no use with --device: the gateway keeps its own settings and cable`)
    process.exit(2)
  }
}
if (args.device && args.firmware !== DEFAULT_RELEASE) {
  console.error('--firmware has no use with --device: the gateway answers as its own release')
  process.exit(2)
}

// A file where the folder should be would only show at the first save, as a 500: say so now.
{
  let p = path.resolve(args.data)
  while (!fs.existsSync(p)) p = path.dirname(p)
  if (!fs.statSync(p).isDirectory()) {
    console.error(`--data needs a folder, but ${p} is a file`)
    process.exit(2)
  }
}

if (args.reset) {
  const file = path.join(args.data, 'settings.json')
  if (fs.existsSync(file)) {
    fs.rmSync(file)
    console.log(`reset: deleted ${file}; starting from the factory settings`)
  } else console.log(`reset: no ${file}; the settings are the factory ones already`)
}

const emulator = createEmulator({
  dataDir: args.data,
  host: args.host,
  port: int('port', args.port),
  device: args.device,
  dev: args.dev,
  restartMs: int('restart-ms', args['restart-ms']),
  lenient: args.lenient,
  firmware: args.firmware,
  unconfigured: args.unconfigured,
  ethernet: args.ethernet,
  chip: args.chip,
  day: true,
  speed,
})
if (args['bus-offline']) busOf(emulator.ctx).setOffline(true)

// Ctrl+C (or SIGTERM) stops the emulator and exits 0. Listened for before anything is printed: whoever reads
// the URL line may stop us at once, and a signal that came before this would end the process unhandled.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void emulator.stop().then(() => process.exit(0))
  })
}

try {
  const url = await emulator.start()
  // The release goes first: tools (and the CLI test) read the URL at the end of this line.
  console.log(args.device ? `EMS Console on ${url}/` : `EMS-ESP ${args.firmware} emulator: EMS Console on ${url}/`)
  if (args.host === '0.0.0.0' || args.host === '::') {
    // every interface: name the addresses a phone or another computer on the LAN can open
    const port = new URL(url).port
    for (const addrs of Object.values(os.networkInterfaces())) {
      for (const a of addrs ?? []) if (a.family === 'IPv4' && !a.internal) console.log(`  on the LAN: http://${a.address}:${port}/`)
    }
  }
  // any address but loopback is reachable from elsewhere
  const loopback = /^(127\.|::1$|localhost$|\[::1\]$)/.test(args.host)
  if (!loopback && !args.device) console.log('warning: anyone who can reach this address can sign in: the demo accounts admin/admin and guest/guest are public')
  if (args.device) console.log(`proxying /rest, /api and /es to ${args.device}`)
  else console.log(`demo accounts: admin/admin (admin), guest/guest (guest); settings in ${emulator.store.file}`)
  if (args.unconfigured) {
    console.log(`unconfigured: no WiFi SSID${args.ethernet ? ', online by Ethernet' : '; sign in as admin to run the setup'}`)
    console.log(`  only while it runs: ${emulator.store.file} keeps its WiFi network until the setup saves one`)
  } else if (args.ethernet) console.log('ethernet: a cable is in (network status 10)')
  if (speed !== 1) console.log(`speed ${speed}: the emulated day runs ${speed} times as fast (an hour in ${+(3600 / speed).toPrecision(2)} s)`)
  if (args.lenient) console.log('lenient: settings of the wrong type take their defaults, as on a device')
  if (args.dev) console.log('live reload on: pages reload when dist/index.html.gz changes')
} catch (e) {
  if ((e as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`port ${args.port} on ${args.host} is in use: another emulator may still run (stop it), or pick another port with --port N`)
    process.exit(2)
  }
  console.error(`cannot listen on ${args.host}:${args.port}: ${(e as Error).message}`)
  process.exit(1)
}
