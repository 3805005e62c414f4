// The emulated time: what the gateway's clock reads (uptime, NTP and status local time, log stamps) and what
// the bus's day follows. `speed` runs it N times faster than the host's; waits a user sits through (a
// restart's outage, a WiFi scan, an upload) stay in the host's time.

export interface Clock {
  /** The emulated instant, ms since 1970. */
  now(): number
  /** Emulated ms per host ms. */
  readonly speed: number
  /** Moves the emulated time on by `ms` (tests and demonstrations: a night in one step). */
  skip(ms: number): void
}

/** Starts at the host's time and runs `speed` times as fast. `host` is read at each call, so a test that
 *  holds Date.now holds this clock too. */
export function createClock(speed = 1, host: () => number = () => Date.now()): Clock {
  const start = host()
  let skipped = 0
  return {
    speed,
    now: () => Math.floor(start + (host() - start) * speed + skipped),
    skip: (ms) => void (skipped += ms),
  }
}

const formats = new Map<string, Intl.DateTimeFormat>()
/** The formatter of an IANA zone (UTC for a label Node does not know), made once per zone. */
function formatOf(zone: string): Intl.DateTimeFormat {
  let f = formats.get(zone)
  if (!f) {
    const opts = { hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' } as const
    try {
      f = new Intl.DateTimeFormat('en', { ...opts, timeZone: zone })
    } catch {
      f = new Intl.DateTimeFormat('en', { ...opts, timeZone: 'UTC' })
    }
    formats.set(zone, f)
  }
  return f
}

/** "YYYY-MM-DDTHH:MM:SS" of an instant in an IANA zone (UTC for a label Node does not know). */
export function localTime(ms: number, zone: string): string {
  const p = Object.fromEntries(
    formatOf(zone)
      .formatToParts(ms)
      .map((x) => [x.type, x.value]),
  )
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`
}

/** The instant at which the clock of `zone` reads `local` (the zone's offset taken at that moment). */
export function fromLocal(local: string, zone: string): number {
  const guess = Date.parse(local + 'Z')
  return guess - (Date.parse(localTime(guess, zone) + 'Z') - guess)
}
