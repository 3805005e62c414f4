// What the System, Help and MQTT release tests share: system status as each release sends it, and a device
// stand-in that answers as one release for a new session (so the release is learned again).
import type { Test } from 'uvu'
import { systemStatus } from '../../../emulator/routes/hardware'
import { gateway } from '../../../src/api/release'
import type { SystemStatus as Status } from '../../../src/schemas/system'
import { signIn } from '../../../src/state/session'
import { json, stubFetch, token } from './_helpers'

/** System status as each release sends it (3.6.5: uptime 1 day 2:03:04.567); 3.7.0 and 3.8.0 with the keys a real gateway adds to the recorded ones. */
export const STATUS: Record<string, Status> = {
  // the emulator's answer (its own spread in the heap figures), with the loader the tests switch to
  '3.6.5': { ...systemStatus(93_784_567), has_loader: true },
  // as recorded from the PC build: everything about the chip left out
  '3.7.0': {
    emsesp_version: '3.7.0',
    bus_status: 0,
    bus_uptime: 0,
    free_heap: 0,
    uptime: 0,
    build_flags: 'DEBUG,TEST',
    esp_platform: 'ESP32',
    status: 'ready',
  },
  '3.7.2': { emsesp_version: '3.7.2-dev.1', free_heap: 150, uptime: 93784, esp_platform: 'ESP32', status: 0, has_loader: true },
  '3.8.0': {
    emsesp_version: '3.8.0',
    esp_platform: 'ESP32S3',
    cpu_type: 'ESP32-S3',
    cpu_rev: 0,
    cpu_cores: 2,
    cpu_freq_mhz: 240,
    free_heap: 200,
    max_alloc_heap: 100,
    flash_chip_size: 16384,
    flash_chip_speed: 80000000,
    psram: true,
    model: 'BBQKees Electronics EMS Gateway E32 V2',
    temperature: 41,
    uptime: 93784,
    partition: 'app0',
    partitions: [
      { partition: 'app0', version: '3.8.0', size: 2100 },
      { partition: 'app1', version: '3.7.2', size: 2000 },
    ],
    status: 0,
  },
}

/** The device for `suite`: `on(release, admin, more)` starts a session on it; `calls()` is what it received
 *  besides system status, `actions()` the bodies sent to /rest/action. */
export function device(suite: Test) {
  const stub = stubFetch(suite)
  const { sent } = stub
  let n = 0
  async function on(release: string, admin = true, more: Record<string, () => Response> = {}) {
    stub.answer = { '/rest/systemStatus': () => json(STATUS[release]), ...more }
    signIn(token({ username: (admin ? 'admin' : 'guest') + ++n, admin }))
    await gateway()
    sent.length = 0
  }
  const calls = () => sent.filter((s) => s.path !== '/rest/systemStatus').map((s) => [s.method, s.path, s.body])
  const actions = () => sent.filter((s) => s.path === '/rest/action').map((s) => s.body)
  return { stub, on, calls, actions }
}
export const ok = () => json({})
