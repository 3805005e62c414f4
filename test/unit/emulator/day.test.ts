// The emulated day (emulator/bus/day.ts) as the bus answers it, read at instants a test picks, and --speed:
// the emulated clock (emulator/clock.ts) that the day, uptime and the NTP time follow.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { busOf } from '../../../emulator/bus/index.ts'
import { type Clock, createClock, fromLocal } from '../../../emulator/clock.ts'
import { FIRMWARE } from '../../../emulator/firmware.ts'
import { createEmulator } from '../../../emulator/server.ts'
import { createStore } from '../../../emulator/store.ts'
import type { Release } from '../../../src/schemas/releases.ts'
import { holdClock, later, releaseClock } from './_clock.ts'

const ZONE = 'Europe/Amsterdam' // the factory NTP zone
const MIN = 60_000
const HOUR = 60 * MIN
/** Local midnight of a winter day in the gateway's zone. */
const MIDNIGHT = fromLocal('2026-01-15T00:00:00', ZONE)
const at = (hhmm: string) => fromLocal(`2026-01-15T${hhmm}:00`, ZONE)

/** A bus with the day on whose clock stands at whatever `set` says. */
function dayBus(firmware?: Release) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ems-day-'))
  const store = createStore(dir, { info() {}, warn() {} })
  let now = MIDNIGHT
  const clock: Clock = { now: () => now, speed: 1, skip: (ms) => void (now += ms) }
  const bus = busOf({ store, uptimeMs: () => 60_000, clock, day: true, firmware: firmware && FIRMWARE[firmware] })
  const value = (device: number, short: string, t?: number) => {
    if (t !== undefined) now = t
    return bus
      .devices()
      .find((d) => d.id === device)!
      .entities.find((e) => e.short === short)!.value
  }
  const sensor = (name: string, t: number) => {
    now = t
    return bus.sensors.data().ts.find((s) => s.n === name)!.t!
  }
  return { bus, value, sensor, set: (t: number) => void (now = t), done: () => fs.rmSync(dir, { recursive: true, force: true }) }
}

/** Every `step` minutes of the day from local midnight. */
const day = (step = 10) => Array.from({ length: (24 * 60) / step }, (_, i) => MIDNIGHT + i * step * MIN)
const spread = (xs: number[]) => Math.max(...xs) - Math.min(...xs)

test('the boiler heats and pauses: the flow temperature moves by more than 15 K over a day, the burner goes on and off', () => {
  const { value, done } = dayBus()
  const flow = day(5).map((t) => value(1, 'curflowtemp', t) as number)
  assert.ok(spread(flow) > 15, `flow ${Math.min(...flow)} to ${Math.max(...flow)}`)
  const burner = day(5).map((t) => value(1, 'burngas', t))
  assert.ok(burner.includes(true) && burner.includes(false), 'burner on and off')
  // in one cycle the flow rises while the burner runs and falls in the pause
  const cycle = Array.from({ length: 12 }, (_, i) => at('10:00') + i * MIN).map((t) => ({
    on: value(1, 'burngas', t),
    flow: value(1, 'curflowtemp', t) as number,
  }))
  for (let i = 1; i < cycle.length; i++)
    if (cycle[i].on === cycle[i - 1].on) assert.ok(cycle[i].on ? cycle[i].flow >= cycle[i - 1].flow : cycle[i].flow <= cycle[i - 1].flow, JSON.stringify(cycle))
  const mod = day(5).map((t) => value(1, 'curburnpow', t) as number)
  assert.ok(mod.includes(0) && Math.max(...mod) >= 90, `modulation ${[...new Set(mod)]}`)
  done()
})

test('a room is cooler at 04:00 than at 18:00 (eco at night, the set point from 06:00); the outdoor temperature is lowest at night', () => {
  const { value, sensor, done } = dayBus()
  const room = (t: number) => value(2, 'hc1/currtemp', t) as number
  assert.ok(room(at('04:00')) < room(at('18:00')) - 2, `${room(at('04:00'))} at 04:00, ${room(at('18:00'))} at 18:00`)
  assert.ok(Math.abs(room(at('18:00')) - 21) < 0.5, 'at its set point in the evening')
  assert.ok(room(at('05:50')) < room(at('08:00')), 'warming in the morning')
  const outdoor = (t: number) => value(1, 'outdoortemp', t) as number
  assert.ok(outdoor(at('04:00')) < outdoor(at('15:00')) - 4)
  // the sensors follow: the living room probe with the room, the flow pipe with the flow
  assert.ok(sensor('living room', at('04:00')) < sensor('living room', at('18:00')) - 2)
  assert.ok(spread(day(5).map((t) => sensor('flow pipe', t))) > 15)
  done()
})

test('hot water is drawn and reheated: the cylinder drops in the morning and is charged back', () => {
  const { value, done } = dayBus()
  const times = day(2).filter((t) => t >= at('06:00') && t < at('08:00'))
  const cylinder = times.map((t) => value(1, 'wwcurtemp', t) as number)
  assert.ok(spread(cylinder) > 4, `cylinder ${Math.min(...cylinder)} to ${Math.max(...cylinder)}`)
  assert.ok(
    times.some((t) => value(1, 'tapwateractive', t) === true),
    'tapped',
  )
  assert.ok(
    times.some((t) => value(1, 'wwcharging', t) === true),
    'charged',
  )
  assert.ok((value(1, 'wwcurtemp', at('08:30')) as number) > Math.min(...cylinder) + 3, 'reheated')
  done()
})

test('values stay in range and keep their format: no more decimals than the table writes, whole numbers stay whole', () => {
  for (const fw of ['3.6.5', '3.8.0'] as const) {
    const { bus, set, done } = dayBus(fw)
    const table = new Map(bus.devices().flatMap((d) => d.entities.map((e) => [`${d.id}/${e.short}`, e])))
    const decimals = (v: number) => (String(v).split('.')[1] ?? '').length
    for (const t of day(30)) {
      set(t)
      for (const d of bus.devices())
        for (const e of d.entities) {
          if (e.kind !== 'number' || typeof e.value !== 'number' || Number.isNaN(e.value)) continue
          if (e.min !== undefined) assert.ok(e.value >= e.min && e.value <= e.max!, `${fw} ${e.short} ${e.value}`)
          const table_ = table.get(`${d.id}/${e.short}`)!
          if (e.uom === 1 && !e.writable) assert.ok(e.value > -30 && e.value < 95, `${fw} ${e.short} ${e.value} °C`)
          if (['curburnpow', 'heatingpumpmod'].includes(e.short)) assert.ok(e.value >= 0 && e.value <= 100, `${e.short} ${e.value}`)
          if (Number.isInteger(table_.value) && !table_.drift && !table_.rate) assert.ok(Number.isInteger(e.value), `${fw} ${e.short} ${e.value}`)
          assert.ok(decimals(e.value) <= 2, `${fw} ${e.short} ${e.value}`)
        }
    }
    // 3.7.0 on names the hot water entities dhw/...: they move all the same
    const cylinder = day(2)
      .filter((t) => t >= at('06:00') && t < at('08:00'))
      .map((t) => {
        set(t)
        return bus.devices()[0].entities.find((e) => e.short === (fw === '3.8.0' ? 'dhw/curtemp' : 'wwcurtemp'))!.value as number
      })
    assert.ok(spread(cylinder) > 4, `${fw} cylinder ${cylinder}`)
    done()
  }
})

test('the same instant gives the same values, whatever was read before it', () => {
  const a = dayBus()
  const b = dayBus()
  const t = at('19:37')
  a.value(1, 'curflowtemp', at('07:00')) // a reads the morning first (another start of its computation)
  a.value(1, 'curflowtemp', t - 30 * HOUR)
  const all = (x: ReturnType<typeof dayBus>) => {
    x.set(t)
    return x.bus.devices().map((d) => d.entities.map((e) => e.value))
  }
  assert.equal(all(a), all(b))
  a.done()
  b.done()
})

test('an owner writes a set point: the room follows from that moment on, the hours before stay as they were', () => {
  const { bus, value, set, done } = dayBus()
  const room = (t: number) => value(2, 'hc1/currtemp', t) as number
  const before = room(at('17:00'))
  set(at('18:00'))
  const at18 = room(at('18:00'))
  assert.ok(bus.write(2, 'hc1/seltemp', 24))
  assert.is(value(2, 'hc1/seltemp'), 24)
  assert.is(room(at('18:00')), at18, 'no jump at the write')
  assert.is(room(at('17:00')), before, 'the past unchanged')
  assert.ok(room(at('20:00')) > 23, `warmer two hours later: ${room(at('20:00'))}`)
  // the boiler's flow set point caps the heating's flow (hot water, not drawn in the afternoon, may go above it)
  const afternoon = () =>
    day(5)
      .filter((t) => t > at('15:00') && t < at('17:30'))
      .map((t) => value(1, 'curflowtemp', t) as number)
  assert.ok(Math.max(...afternoon()) > 45, `${Math.max(...afternoon())}`)
  set(at('14:00'))
  assert.ok(bus.write(1, 'selflowtemp', 35))
  assert.ok(Math.max(...afternoon()) < 42, `the flow held lower: ${Math.max(...afternoon())}`)
  done()
})

test("without the day (the tests' default), values drift around their table values as before", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ems-day-'))
  const store = createStore(dir, { info() {}, warn() {} })
  const bus = busOf({ store, uptimeMs: () => 60_000, clock: createClock() })
  const boiler = bus.devices()[0].entities
  assert.ok(Math.abs((boiler.find((e) => e.short === 'curflowtemp')!.value as number) - 48.6) <= 3)
  assert.is(boiler.find((e) => e.short === 'tapwateractive')!.value, false)
  fs.rmSync(dir, { recursive: true, force: true })
})

test('--speed 60: an emulated hour passes in a minute of the host, for the uptime, the NTP time and the day', async () => {
  holdClock()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ems-day-'))
  const page = path.join(dir, 'index.html.gz')
  fs.writeFileSync(page, gzipSync('<!doctype html><title>EMS</title>'))
  const emulator = createEmulator({ dataDir: dir, page, port: 0, speed: 60, day: true, firmware: '3.8.0', log: { info() {}, warn() {} } })
  try {
    const req = (url: string, token?: string, json?: unknown) =>
      emulator.app.request(url, {
        method: json ? 'POST' : 'GET',
        headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
        body: json ? JSON.stringify(json) : undefined,
      })
    const { access_token: token } = (await (await req('/rest/signIn', undefined, { username: 'admin', password: 'admin' })).json()) as { access_token: string }
    const read = async () => {
      const ntp = (await (await req('/rest/ntpStatus', token)).json()) as { utc_time: string }
      const status = (await (await req('/rest/systemStatus', token)).json()) as { uptime: number }
      return { utc: Date.parse(ntp.utc_time), uptime: status.uptime, now: emulator.clock.now() }
    }
    const first = await read()
    later(MIN)
    const second = await read()
    assert.is(second.now - first.now, HOUR)
    assert.is(second.utc - first.utc, HOUR, 'the NTP time')
    assert.is(second.uptime - first.uptime, 3600, 'the uptime')
    // the day's values are those of the emulated instant
    const bus = busOf(emulator.ctx)
    const a = dayBus('3.8.0')
    for (const [id, short] of [
      [1, 'curflowtemp'],
      [1, 'outdoortemp'],
      [1, 'dhw/curtemp'],
      [2, 'hc1/currtemp'],
    ] as const)
      assert.is(
        bus
          .devices()
          .find((d) => d.id === id)!
          .entities.find((e) => e.short === short)!.value,
        a.value(id, short, second.now),
        short,
      )
    a.done()
  } finally {
    await emulator.stop()
    releaseClock()
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test.run()
