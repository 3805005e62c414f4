// GET /rest/systemStatus from 3.7.0 on, where it moved into EMS-ESP's own web service: the bus summary that
// /rest/status used to give, the connections, then the hardware (the same board as the 3.6 answer in
// hardware.ts), and the gateway's state (system-state.ts) as text (3.7.0-3.7.1) or a code (3.7.2 on).

import { PROVISION } from '../../src/schemas/ap.ts'
import type { MqttSettings } from '../../src/schemas/mqtt.ts'
import { ETHERNET_UP, type NetworkSettings, WIFI_UP } from '../../src/schemas/network.ts'
import type { NtpSettings } from '../../src/schemas/ntp.ts'
import { since } from '../../src/schemas/releases.ts'
import { busOf } from '../bus/index.ts'
import { platformOf } from '../chip.ts'
import type { Ctx } from '../context.ts'
import { systemStatus } from './hardware.ts'
import { refusal } from './mqtt.ts'
import { networkStatus } from './network.ts'
import { localTime } from './ntp.ts'
import { stateOf } from './system-state.ts'

type Obj = Record<string, unknown>

/** The other OTA slot holds the release this one replaced (3.8.0 lists both, `partitions`). */
const PREVIOUS = { partition: 'app1', version: '3.7.2', size: 6144, install_date: '2025-11-02T18:40:12' }

export function systemStatus37(ctx: Ctx): Obj {
  const r = ctx.firmware.version
  const area = <T extends Obj>(name: string) => (ctx.store.has(name) ? ctx.store.get<T>(name) : ({} as T))
  const hw = systemStatus(ctx.uptimeMs(), r, platformOf(ctx.chip, ctx.firmware.chipDash))
  const bus = busOf(ctx).status()
  const ntp = area<NtpSettings>('ntp')
  const mqtt = area<MqttSettings>('mqtt')
  const net = ctx.store.has('network') ? networkStatus(ctx.store.get<NetworkSettings>('network'), ctx.ethernet) : { status: WIFI_UP, rssi: -54 }
  const online = net.status === WIFI_UP || net.status === ETHERNET_UP
  const ap = area<{ provision_mode?: number }>('ap').provision_mode ?? PROVISION.disconnected
  const state = stateOf(ctx)

  const out: Obj = {
    emsesp_version: r,
    bus_status: bus.status,
    bus_uptime: bus.uptime,
    num_devices: bus.num_devices,
    num_sensors: bus.num_sensors,
    num_analogs: bus.num_analogs,
    free_heap: hw.free_heap,
    uptime: Math.floor(ctx.uptimeMs() / 1000),
    mqtt_status: mqtt.enabled === true && refusal(mqtt) === null,
    // The emulated time server always answers, so an enabled client is synchronised (2).
    ntp_status: ntp.enabled ? 2 : 0,
  }
  if (ntp.enabled && since(r, '3.7.2')) out.ntp_time = localTime(ctx.clock.now(), ntp.tz_label)
  Object.assign(out, {
    ap_status: ap === PROVISION.always || (ap === PROVISION.disconnected && !online),
    network_status: net.status,
    // Over Ethernet 0; WiFi.RSSI() is 0 too while WiFi is not connected.
    wifi_rssi: net.status === WIFI_UP ? (net.rssi ?? 0) : 0,
    // A release build: no build_flags key (only DEBUG and TEST builds send it).
    esp_platform: hw.esp_platform,
    cpu_type: hw.cpu_type,
    cpu_rev: hw.cpu_rev,
    cpu_cores: hw.cpu_cores,
    cpu_freq_mhz: hw.cpu_freq_mhz,
    max_alloc_heap: hw.max_alloc_heap,
    arduino_version: hw.arduino_version,
    sdk_version: hw.sdk_version,
    partition: hw.partition,
    flash_chip_size: hw.flash_chip_size,
    flash_chip_speed: hw.flash_chip_speed,
    app_used: hw.app_used,
    app_free: hw.app_free,
    fs_used: hw.fs_used,
    fs_free: hw.fs_free,
    free_caps: hw.free_heap + (hw.free_psram ?? 0),
    psram: true,
    psram_size: hw.psram_size,
    free_psram: hw.free_psram,
    // Only a board that carries its model (the E32 V2 ones) names it; others send ''.
    model: /^E32V2/.test(String(area('settings').board_profile ?? 'E32V2')) ? 'BBQKees Electronics E32V2 rev.2.0/2024031' : '',
    // An ESP32 has no temperature sensor of its own (the key is sent by S2, S3 and C3 only).
    has_loader: false,
    has_partition: true,
  })
  if (since(r, '3.8.0')) {
    out.partitions = [{ partition: hw.partition, version: r, size: (hw.app_used ?? 0) + (hw.app_free ?? 0), install_date: '' }, PREVIOUS]
    out.developer_mode = area('settings').developer_mode === true
  }
  out.status = since(r, '3.7.2') ? state.code() : state.text()
  return out
}
