// The device's uptime (device-api §3f): text "DDD+HH:MM:SS.mmm" until 3.6.5, whole seconds from 3.7.0.
import { duration } from '../../ui/format'

const RE = /^(\d+)\+(\d\d):(\d\d):(\d\d)(?:\.(\d+))?/

/** In milliseconds; NaN when it is not an uptime. */
export function uptimeMs(s: string | number): number {
  if (typeof s === 'number') return s * 1000
  const m = RE.exec(s)
  return m ? (((+m[1] * 24 + +m[2]) * 60 + +m[3]) * 60 + +m[4]) * 1000 + +(m[5] ?? 0) : NaN
}

/** For people, as the dashboard's bus uptime: "2 days 3 hours 4 minutes 5 seconds" in the page's language. */
export function showUptime(s: string | number, lang: string): string {
  const ms = uptimeMs(s)
  return ms >= 0 ? duration(Math.floor(ms / 1000), lang) : String(s)
}
