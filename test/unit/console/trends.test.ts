// Trends kept in the browser (src/state/trends.ts, src/ui/trend.tsx): the compact series, what a reload finds
// in storage, the bounds (7 days, 2 MB, the oldest first; a day of 20 entities within 1 MiB of heap), gaps and
// the line's downsampling.

import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { test } from 'uvu'
import './_dom'
import * as assert from 'uvu/assert'
import { alike, DAY, decode, encode, flush, forget, GAP, keep, LIMIT, samples, storedBytes } from '../../../src/state/trends'
import { line } from '../../../src/ui/trend'

const T0 = Date.UTC(2026, 10, 1) // ms
/** A day-shaped reading of entity `e` at `t` s: a flow temperature in 0.1 steps. */
const reading = (e: number, t: number) => Math.round((50 + 10 * Math.sin(t / 3600 + e)) * 10) / 10
/** Polls every 30 s (31 s now and then, as an answer's time adds to the wait) of `n` entities for `days`. */
function poll(n: number, days: number, from = T0, value = reading, prefix = 'e') {
  let now = from
  for (let i = 0; now < from + days * DAY * 1000; i++, now += i % 7 ? 30_000 : 31_000)
    keep(
      Array.from({ length: n }, (_, e) => [`${prefix}${e}`, value(e, now / 1000), 1]),
      now,
    )
  return now
}
const firstTime = (k: string) => +localStorage.getItem(k)!.split(',')[2]!
const ours = () => Object.keys(localStorage).filter((k) => k.startsWith('ems_tr:'))

test.before.each(() => {
  forget()
  localStorage.clear()
})

test('a series decodes to the times and values it was made of, with their decimals (up to 3)', () => {
  const ts = [1000, 1030, 1061, 1091, 1800, 1830, 100_000, 100_030]
  const vs = [21.5, 21.5, 21.6, -3.25, 123456.78, 0, 0.01, 312.502]
  const o = encode(1, ts, vs)
  assert.equal(decode(o.s), [ts, vs])
  assert.ok(/^1,3,1000,21500,[0-o]+$/.test(o.s), o.s)
  // float32 noise is not a decimal: 41.4 arrives as 41.400001525878906
  assert.ok(encode(1, [0], [new Float32Array([41.4])[0]!]).s.startsWith('1,1,0,414,'))
  // a steady value at a steady rate: one character a sample once the first interval is known (two)
  const steady = encode(1, [0, 30, 60, 90, 120], [20, 20, 20, 20, 20]).s
  assert.is(steady.length - '1,0,0,20,'.length, 2 + 3, steady)
  // two reads in one second: the later is the sample (the value shown), not a second sample
  assert.equal(decode(encode(1, [0, 30, 30, 60], [1, 2, 2.5, 3]).s), [
    [0, 30, 60],
    [1, 2.5, 3],
  ])
})

test('kept samples are in storage once the page is hidden (a reload reads them), per gateway and entity', () => {
  const end = poll(2, 0.003, Date.now() - 300_000) // the flush on hiding drops what is 7 days old by the real clock
  assert.is(ours().length, 0, 'no write at every sample')
  Object.defineProperty(document, 'hidden', { value: true, configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
  Object.defineProperty(document, 'hidden', { value: false, configurable: true })
  assert.equal(ours().sort(), ['ems_tr:127.0.0.1:3080\ne0', 'ems_tr:127.0.0.1:3080\ne1'])
  const [ts, vs] = decode(localStorage.getItem(ours()[1]!)!)
  assert.equal([ts, vs], samples('e1')!.slice(0, 2))
  assert.is(ts.at(-1), Math.round((end - 30_000) / 1000))
  assert.is(vs.at(-1), reading(1, ts.at(-1)!))
  assert.is(samples('e1', ts.at(-1))![0].length, 1, 'samples from a time on')
})

test('7 days of 20 entities at the 30 s poll stay under 2 MB; older samples go', () => {
  const end = poll(20, 7)
  flush(end)
  const bytes = storedBytes()
  assert.ok(bytes < LIMIT, `${bytes} B`)
  assert.ok(bytes > 0.5e6, `${bytes} B: really 7 days`)
  const first = firstTime(ours()[0]!)
  assert.ok(first >= end / 1000 - 7 * DAY - 3600 && first < T0 / 1000 + 3600, `${first - T0 / 1000}`)
  const later = poll(20, 0.5, end) // half a day more: the oldest half day is more than 7 days old
  flush(later)
  const now = firstTime(ours()[0]!)
  assert.ok(now >= later / 1000 - 7 * DAY - 3600 && now <= later / 1000 - 7 * DAY, `${now - T0 / 1000}`)
})

test('over 2 MB the oldest samples go first, the newest stay', () => {
  // values that change a lot at every poll: a week of them is more than the bound
  let seed = 1
  const noise = () => ((seed = (seed * 16807) % 2147483647) % 200000) / 100
  const end = poll(20, 7, T0, noise)
  flush(end)
  assert.ok(storedBytes() <= LIMIT, `${storedBytes()} B`)
  const firsts = ours().map(firstTime)
  assert.ok(Math.min(...firsts) > T0 / 1000 + DAY / 2, 'the oldest went')
  for (const k of ours()) assert.ok(decode(localStorage.getItem(k)!)[0].at(-1)! >= end / 1000 - 31, 'the newest stayed')
})

test('a day of 20 entities adds less than 1 MiB of heap', () => {
  setFlagsFromString('--expose-gc')
  const gc = runInNewContext('gc') as () => void
  gc()
  const before = process.memoryUsage().heapUsed
  const end = poll(20, 1, T0, reading, 'heap')
  flush(end)
  gc()
  const added = process.memoryUsage().heapUsed - before
  assert.ok(added < 1 << 20, `${added} B`)
})

test('a trend may show beside it the other entities of its unit kept for this gateway, by name', () => {
  keep([
    ['8/flow temperature', 50, 1],
    ['8/system pressure', 1.5, 3],
    ['16/room temperature', 21, 1],
    ['10/boiler temperature', 48, 1],
  ])
  flush()
  keep([['8/return temperature', 40, 1]]) // read, not yet written: shown too
  localStorage.setItem('ems_tr:other-gateway\n8/outside temperature', '1,0,0,5,') // another gateway's
  assert.equal(alike('8/flow temperature'), ['10/boiler temperature', '8/return temperature', '16/room temperature'])
  assert.equal(alike('8/system pressure'), [])
})

test('no line across a gap: samples further apart than 2.5 polls start a new run', () => {
  const ts = [0, 30, 60, 90, 90 + GAP + 1, 90 + GAP + 31]
  const vs = [1, 2, 3, 4, 5, 6]
  const d = line(ts, vs, 0, 600, 600, 1, 6)
  assert.is(d.match(/M/g)!.length, 2, d)
  // a sample alone between two gaps is a dot
  const dot = line([0, 400, 800], [1, 2, 3], 0, 1000, 100, 1, 3)
  assert.is(dot.match(/h0/g)!.length, 3, dot)
})

test('downsampled: at most two points per column, each column its min and max', () => {
  const ts = Array.from({ length: 2880 }, (_, i) => i * 30)
  const vs = ts.map((t) => reading(0, t))
  const d = line(ts, vs, 0, DAY, 32, 40, 60)
  const points = d.split(/[ML]/).filter(Boolean)
  assert.ok(points.length <= 64, `${points.length} points`)
  const ys = points.map((p) => +p.split(' ')[1]!)
  assert.is(Math.min(...ys), 0, 'the max reaches the top')
  assert.is(Math.max(...ys), 20, 'the min the bottom')
  assert.is(line([], [], 0, 1, 10, 0, 1), '', 'nothing kept, no line')
})

test.run()
