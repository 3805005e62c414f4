// Trends kept in the browser (docs/console.md §2, trends): every number the console reads is kept with its
// time, per gateway and entity, for 7 days, in localStorage, at most 2 MB (the oldest go first). One string per
// entity: "unit,decimals,first time (s),first value," (values as integers: x 10^decimals, the most a value of
// it had, at most 3) then one token per further sample: the change of the interval from the previous one, with
// a bit saying whether the value changed, and then that change; each a zigzag varint in 5-bit characters. A
// steady value polled at a steady rate costs one character a sample.
import { signal } from '@preact/signals'
import { roundF32 } from '../schemas/device-value'
import { hostName } from './host'

const PREFIX = 'ems_tr:'
export const DAY = 86400
/** Consecutive samples further apart than this (s) were not read in between: a gap (2.5 x the 60 s poll). */
export const GAP = 150
/** The bound of what is kept, in bytes as the browser counts them (2 per character). */
export const LIMIT = 2_000_000

/** Bumped whenever samples are kept or deleted: the lines draw again. */
export const trendsChanged = signal(0)

interface Series {
  s: string
  u: number
  p: number // decimals
  t: number // last time
  v: number // last value x 10^p
  d: number // last interval
}
const kept = new Map<string, Series>()
const dirty = new Set<string>()
let flushed = 0

const zig = (n: number) => (n < 0 ? -2 * n - 1 : 2 * n)
const unzig = (z: number) => (z % 2 ? -(z + 1) / 2 : z / 2)
function varint(z: number) {
  let s = ''
  for (; z >= 32; z = Math.floor(z / 32)) s += String.fromCharCode(80 + (z % 32))
  return s + String.fromCharCode(48 + z)
}
/** The decimals of a float32 reading (as roundF32 keeps it), at most 3. */
const decimals = (v: number) => Math.min(3, String(roundF32(v)).split('.')[1]?.length ?? 0)
/** A series' header: unit, decimals, first time. */
const head = (s: string) => s.split(',', 3).map(Number)

/** A series' samples: times (s) and values. */
export function decode(s: string): [number[], number[]] {
  const [u, p, t0, v0] = s.split(',', 4)
  const f = 10 ** +p!
  let t = +t0!
  let v = +v0!
  let d = 0
  let i = u!.length + p!.length + t0!.length + v0!.length + 4
  const ts = [t]
  const vs = [v / f]
  const read = () => {
    let z = 0
    let m = 1
    for (let c: number; (c = s.charCodeAt(i++)) >= 80; m *= 32) z += (c - 80) * m
    return z + (s.charCodeAt(i - 1) - 48) * m
  }
  while (i < s.length) {
    const z = read()
    t += d += unzig(Math.floor(z / 2))
    if (z % 2) v += unzig(read())
    ts.push(t)
    vs.push(v / f)
  }
  return [ts, vs]
}

/** Samples as a series, in unit `u`, with at least `p` decimals. */
export function encode(u: number, ts: number[], vs: number[], p = 0): Series {
  const o: Series = { s: '', u, p, t: 0, v: 0, d: 0 }
  for (let i = 0; i < ts.length; i++) add(o, ts[i]!, vs[i]!)
  return o
}
function add(o: Series, t: number, value: number) {
  const p = Math.max(o.p, decimals(value))
  // a value with more decimals than the series had: all of it again in the finer steps
  if (o.s && p > o.p) Object.assign(o, encode(o.u, ...decode(o.s), p))
  const v = Math.round(value * 10 ** p)
  if (!o.s) Object.assign(o, { s: `${o.u},${p},${t},${v},`, p, t, v, d: 0 })
  else if (t === o.t) {
    // a second read in the same second (a poll and a reload): it is the value now shown, in place of the first
    const [ts, vs] = decode(o.s)
    vs[vs.length - 1] = value
    Object.assign(o, encode(o.u, ts, vs, p))
  } else if (t > o.t) {
    const dv = v - o.v
    o.s += varint(zig(t - o.t - o.d) * 2 + (dv ? 1 : 0)) + (dv ? varint(zig(dv)) : '')
    Object.assign(o, { d: t - o.t, t, v })
  }
}
/** A stored series, ready for more samples. */
const parse = (s: string) => {
  const [u, p] = head(s)
  return encode(u!, ...decode(s), p)
}
/** An entity's name in the kept history: its device's unique id (a pseudo device's for sensors and custom
 *  entities) and its name, the one key every release gives (3.7.0 on name sensors only by their names). */
export const entityOf = (device: number, name: string) => device + '/' + name

/** The storage key of entity `entity` of the gateway the page talks to. */
// peek: the lines redraw with trendsChanged, not with the hostname
const keyOf = (entity: string) => PREFIX + (hostName.peek() || location.host) + '\n' + entity
function series(entity: string) {
  const k = keyOf(entity)
  let o = kept.get(k)
  const s = !o && localStorage.getItem(k)
  if (s) kept.set(k, (o = parse(s)))
  return [k, o] as const
}

/** A number just read: entity, value, unit. */
export type Sample = [entity: string, value: unknown, unit: number | undefined]
/** Keeps the numbers just read; `now` in ms. */
export function keep(rows: Sample[], now = Date.now()) {
  if (!flushed) {
    flushed = now
    // hidden: also on a reload or a closed tab
    document.addEventListener('visibilitychange', () => document.hidden && flush())
  }
  for (const [entity, v, u = 0] of rows) {
    if (typeof v !== 'number') continue
    let [k, o] = series(entity)
    if (!o || o.u !== u) kept.set(k, (o = encode(u, [], [])))
    add(o, Math.round(now / 1000), v)
    dirty.add(k)
  }
  trendsChanged.value++
  // a page left open writes every 5 minutes, a page hidden at once
  if (now - flushed > 300_000) flush(now)
}

/** The samples of `entity` from `from` (s) on, and its unit; undefined when none are kept. */
export function samples(entity: string, from = 0): [number[], number[], number] | undefined {
  const o = series(entity)[1]
  if (!o) return
  const [ts, vs] = decode(o.s)
  const i = ts.findIndex((t) => t >= from)
  return i < 0 ? undefined : [ts.slice(i), vs.slice(i), o.u]
}

const ours = () => Object.keys(localStorage).filter((k) => k.startsWith(PREFIX))

/** The other entities of this gateway kept in the unit of `entity`, by name: what its trend may show beside it. */
export function alike(entity: string) {
  const at = keyOf('')
  const u = series(entity)[1]?.u
  return [...new Set([...ours(), ...kept.keys()])]
    .filter((k) => k.startsWith(at) && k !== at + entity && series(k.slice(at.length))[1]?.u === u)
    .map((k) => k.slice(at.length))
    .sort((a, b) => nameIn(a).localeCompare(nameIn(b)))
}
/** An entity's name, as entityOf put it after its device. */
export const nameIn = (entity: string) => entity.slice(entity.indexOf('/') + 1)
/** The bytes kept in storage. */
export const storedBytes = () => ours().reduce((n, k) => n + 2 * (k.length + localStorage.getItem(k)!.length), 0)

/** Drops the samples before `from` (s) of every kept series that has some older than `from - slack`. */
function cut(from: number, slack = 0) {
  for (const k of ours()) {
    const s = localStorage.getItem(k)!
    const [u, p, t0] = head(s)
    if (t0! >= from - slack) continue
    const [ts, vs] = decode(s)
    const i = ts.findIndex((t) => t >= from)
    const o = encode(u!, ts.slice(i), vs.slice(i), p)
    if (i < 0) localStorage.removeItem(k), kept.delete(k)
    else localStorage.setItem(k, o.s), kept.set(k, o)
  }
}

/** Writes what changed; then drops what is older than 7 days (an hour at a time) and, over the bound, the
 *  oldest tenth of the time kept (room for a while). */
export function flush(now = Date.now()) {
  flushed = now
  for (const k of dirty) localStorage.setItem(k, kept.get(k)!.s)
  dirty.clear()
  const t = now / 1000
  cut(t - 7 * DAY, 3600)
  while (storedBytes() > LIMIT) {
    const oldest = Math.min(...ours().map((k) => head(localStorage.getItem(k)!)[2]!))
    cut(oldest + (t - oldest) / 10)
  }
}

/** Deletes the kept history (of every gateway this browser kept one of). */
export function forget() {
  for (const k of ours()) localStorage.removeItem(k)
  kept.clear()
  dirty.clear()
  trendsChanged.value++
}
