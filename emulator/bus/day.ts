// A house through the emulated day, so a trend has a shape: the outdoor temperature on a daily curve, two
// rooms that warm to their set point from 06:00 and cool at night down to the eco temperature, a boiler
// whose burner runs in cycles, longer the more heat is asked, the flow temperature rising while it burns
// and falling in the pauses, and a hot water cylinder drawn at the usual hours and reheated. A small
// simulation in one-minute steps: the state at an instant is a pure function of that instant, the seed,
// the zone and the owner's writes (each from the instant it was made), stepped from a state two days
// earlier, so the same instant always gives the same values.

/** What the owner has set at instant `at`: a written value, else the entity's own (keys `${device}/${short}`,
 *  3.6's short names). */
export type Owner = (key: string, at: number) => number | string | boolean

const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR
/** The start of a computation: a 6-hour grid, two days of warm-up before it (the start state is forgotten). */
const GRID = 6 * HOUR
const WARM_UP = 48 * HOUR

/** Hot water drawn: local hour, minutes, litres a minute (showers in the morning, a bath in the evening). */
const DRAWS: [number, number, number][] = [
  [6.5, 8, 9],
  [7.2, 5, 8],
  [12.75, 2, 5],
  [18.3, 4, 6],
  [20.5, 10, 9],
]

interface State {
  room1: number
  room2: number
  /** The boiler's flow temperature averaged over its burner cycles. */
  flow: number
  mixer: number
  cylinder: number
  /** How far each circuit's valve is open (0 to 1): its room below the set point's band. */
  valve1: number
  valve2: number
  /** How hard the cylinder is charged (0 to 1). */
  charge: number
  /** The share of each burner cycle the burner runs. */
  duty: number
  ft1: number
  ft2: number
  draw: number
  outdoor: number
  damped: number
  hour: number
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v))
const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback)

/** `zone`: the IANA zone of the gateway's clock (local hours drive the schedules); `offsetOf(ms, zone)`: its
 *  offset from UTC at an instant, in ms. */
export function createDay(owner: Owner, zone: () => string, offsetOf: (ms: number, zone: string) => number, seed = 1) {
  const offsets = new Map<string, number>() // `${zone}@${hour}` -> offset
  let cache: { key: string; at: number; s: State } | null = null
  let version = 0

  /** The local hour of the day (0 to 24) and the local day number. */
  function local(ts: number): { hour: number; day: number } {
    const z = zone()
    const k = `${z}@${Math.floor(ts / HOUR)}`
    let off = offsets.get(k)
    if (off === undefined) {
      if (offsets.size > 1000) offsets.clear()
      offsets.set(k, (off = offsetOf(Math.floor(ts / HOUR) * HOUR, z)))
    }
    const t = ts + off
    return { hour: (((t % DAY) + DAY) % DAY) / HOUR, day: Math.floor(t / DAY) }
  }

  /** Outdoor temperature: coldest about 03:00, warmest about 15:00, around a mean that wanders over the days;
   *  with `lag`, as the building's damping sees it (`lag` hours later, a smaller swing). */
  function outdoor(ts: number, hour: number, lag = 0) {
    const d = ts / DAY
    const mean = 4 + 3 * Math.sin((2 * Math.PI * d) / 6.3 + seed) + 1.2 * Math.sin((2 * Math.PI * d) / 2.3 + 2.1 * seed)
    return mean + (lag ? 1.5 : 4) * Math.cos((2 * Math.PI * (hour - 15 - lag)) / 24)
  }

  function start(): State {
    return {
      room1: 20.5,
      room2: 20.5,
      flow: 40,
      mixer: 30,
      cylinder: 57,
      valve1: 0,
      valve2: 0,
      charge: 0,
      duty: 0,
      ft1: 0,
      ft2: 0,
      draw: 0,
      outdoor: 5,
      damped: 5,
      hour: 0,
    }
  }

  // Every control below is proportional, none has a state of its own (no hysteresis): two computations from
  // different starts come together within the warm-up, so no value jumps where one start hands over to the next.
  /** One minute from `ts` on. */
  function step(s: State, ts: number) {
    const { hour, day } = local(ts)
    const o = (short: string, fallback: number) => num(owner(short, ts), fallback)
    const To = outdoor(ts, hour)
    const comfort = hour >= 6 && hour < 22
    const target = (hc: number) =>
      owner(`2/hc${hc}/mode`, ts) === 'manual' ? o(`2/hc${hc}/manualtemp`, 21) : comfort ? o(`2/hc${hc}/seltemp`, 21) : o(`2/hc${hc}/ecotemp`, 17)
    const t1 = target(1)
    const t2 = target(2)
    const heating = owner('1/heatingactivated', ts) !== false && owner('1/heatingoff', ts) !== true
    s.valve1 = heating ? clamp((t1 + 0.3 - s.room1) / 0.6, 0, 1) : 0
    s.valve2 = heating ? clamp((t2 + 0.3 - s.room2) / 0.6, 0, 1) : 0
    // Weather compensated flow temperatures: radiators on hc1, floor heating behind the mixer on hc2.
    s.ft1 = clamp(t1 + 1.4 * (t1 - To) + 8, 25, o('1/selflowtemp', 52))
    s.ft2 = clamp(t2 + 0.6 * (t2 - To) + 6, 22, o('2/hc2/maxflowtemp', 40))

    // Hot water: drawn at the day's usual times (a little earlier or later each day), charged harder the
    // further the cylinder is below its set temperature, with priority over heating.
    s.draw = 0
    DRAWS.forEach(([at, minutes, lpm], i) => {
      const from = at + 0.25 * Math.sin(day * 1.7 + seed + i)
      if (hour >= from && hour < from + minutes / 60) s.draw = lpm
    })
    const dhwOn = owner('1/wwtapactivated', ts) !== false && owner('1/wwactivated', ts) !== false
    const wsel = o('1/wwseltemp', 60)
    s.charge = dhwOn ? clamp((wsel - 2 - s.cylinder) / 3, 0, 1) : 0

    const open = Math.max(s.valve1, s.valve2)
    const dhwFlow = Math.min(wsel + 15, o('1/wwmaxtemp', 80))
    const heatGoal = open > 0 ? 20 + Math.min(1, open * 3) * (s.ft1 - 20) : 20
    s.flow += 0.08 * (heatGoal + s.charge * (dhwFlow - heatGoal) - s.flow)
    s.duty = clamp(s.charge + (1 - s.charge) * (open > 0 ? 0.1 + 0.35 * open + 0.025 * (t1 - To) : 0), 0, 1)
    const mixGoal = s.room2 + Math.min(1, s.valve2 * 3) * (Math.min(s.flow, s.ft2) - s.room2)
    s.mixer += 0.3 * (mixGoal - s.mixer)
    // Rooms: warmed by their circuit (paused while the cylinder charges), losing heat to the outside
    // (per hour, one minute of it).
    s.room1 += ((1 - s.charge) * s.valve1 * 0.14 * (s.flow - s.room1) - 0.08 * (s.room1 - To)) / 60
    s.room2 += ((1 - s.charge) * s.valve2 * 0.15 * (s.mixer - s.room2) - 0.05 * (s.room2 - To)) / 60
    // The cylinder: cold water in while drawn, a slow loss standing, up to 0.6 K a minute while charged.
    s.cylinder += 0.6 * s.charge - 0.0028 * s.draw * (s.cylinder - 10) - 0.01
    s.outdoor = To
    s.damped = outdoor(ts, hour, 3)
    s.hour = hour
  }

  /** The state at the start of the minute of instant `t`: the minutes before it stepped through. */
  function stateAt(t: number): State {
    const m = Math.floor(t / MIN) * MIN
    const from = Math.floor(m / GRID) * GRID - WARM_UP
    const key = `${from}/${zone()}/${version}`
    if (!cache || cache.key !== key || cache.at > m) cache = { key, at: from, s: start() }
    for (; cache.at < m; cache.at += MIN) step(cache.s, cache.at)
    return cache.s
  }

  return {
    /** The owner wrote something: later instants are computed again. */
    changed: () => void version++,
    /** Local hour at instant `t`. */
    hour: (t: number) => local(t).hour,
    /** The values of the house at instant `t`, by `${device id}/${3.6 short name}`; raw numbers (the bus
     *  rounds them as the entity's own value is written). */
    at(t: number): Map<string, number | boolean> {
      const s = stateAt(t)
      // Burner cycles of 12 minutes from the clock: on for the duty's share (a trickle of demand does not
      // light it), the flow rising while it runs and falling in the pause, around its average.
      const phase = ((t / MIN) % 12) / 12
      const burner = s.duty >= 0.05 && phase < s.duty
      const swing = 10 * Math.min(s.duty, 1 - s.duty)
      const flow = s.flow + swing * (burner ? phase / s.duty - 0.5 : (1 - phase) / (1 - s.duty) - 0.5)
      const charging = s.charge > 0.1
      const pump = !charging && Math.max(s.valve1, s.valve2) > 0
      const mod = burner ? (charging ? 100 : Math.round(30 + 70 * s.duty)) : 0
      const ret = flow - (pump || charging ? 6 + 4 * s.duty : 0.8)
      const sun = Math.max(0, Math.sin((Math.PI * (s.hour - 8)) / 9))
      const collector = s.outdoor + 48 * (s.hour < 17 ? sun : 0)
      const solar = collector - 34 > 7
      const wsel = num(owner('1/wwseltemp', t), 60)
      return new Map<string, number | boolean>([
        ['1/curflowtemp', flow],
        ['1/boiltemp', flow + (burner ? 1.2 : 0.3)],
        ['1/rettemp', ret],
        ['1/headertemp', flow - (pump ? 2.5 : 1)],
        ['1/exhausttemp', ret + (burner ? 3.5 : -1.5)],
        ['1/outdoortemp', s.outdoor],
        ['1/syspress', 1.45 + 0.006 * (flow - 20)],
        ['1/setflowtemp', charging ? Math.min(wsel + 15, 80) : pump ? s.ft1 : 0],
        ['1/curburnpow', mod],
        ['1/absburnpow', mod],
        ['1/setburnpow', mod],
        ['1/flamecurr', burner ? 8.6 + 0.4 * Math.sin(t / MIN) : 0],
        ['1/heatingpumpmod', pump ? clamp(30 + 70 * Math.max(s.valve1, s.valve2), 30, 100) : 0],
        ['1/burngas', burner],
        ['1/fanwork', burner],
        ['1/ignwork', burner && phase < 1 / 12],
        ['1/heatingactive', burner && !charging],
        ['1/heatingpump', pump],
        ['1/tapwateractive', s.draw > 0],
        ['1/wwcurflow', s.draw],
        ['1/wwcurtemp', s.cylinder],
        ['1/wwcurtemp2', s.cylinder - 2.2],
        ['1/wwstoragetemp1', s.cylinder + 1.5],
        ['1/wwstoragetemp2', s.cylinder - 5.4],
        ['1/wwcylmiddletemp', s.cylinder - 2],
        ['1/wwcharging', charging],
        ['1/ww3wayvalve', charging],
        ['1/wwactive', charging || s.draw > 0],
        ['1/wwtempok', s.cylinder >= wsel + num(owner('1/wwhyston', t), -5)],
        ['1/wwsetpumppower', charging ? 100 : 0],
        ['2/dampedoutdoortemp', s.damped],
        ['2/hc1/currtemp', s.room1],
        ['2/hc2/currtemp', s.room2],
        ['2/hc1/targetflowtemp', s.ft1],
        ['2/hc2/targetflowtemp', s.ft2],
        ['3/hc2/flowtemphc', s.mixer],
        ['3/hc2/flowsettemp', s.ft2],
        ['3/hc2/pumpstatus', !charging && s.valve2 > 0],
        ['3/hc2/valvestatus', charging ? 0 : 100 * s.valve2],
        ['4/collectortemp', collector],
        ['4/solarpump', solar],
        ['4/solarpumpmod', solar ? clamp(30 + 2 * (collector - 41), 30, 100) : 0],
      ])
    },
  }
}

export type Day = ReturnType<typeof createDay>
