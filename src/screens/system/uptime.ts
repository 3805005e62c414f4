// The device's uptime string, "DDD+HH:MM:SS.mmm" (device-api §3f).
const RE = /^(\d+)\+(\d\d):(\d\d):(\d\d)(?:\.(\d+))?/

/** In milliseconds; NaN when it is not an uptime. */
export function uptimeMs(s: string): number {
  const m = RE.exec(s)
  return m ? (((+m[1] * 24 + +m[2]) * 60 + +m[3]) * 60 + +m[4]) * 1000 + +(m[5] ?? 0) : NaN
}

/** For people: "2 days 03:04:05" in the page's language (the browser knows how to say days). */
export function showUptime(s: string, lang: string): string {
  const m = RE.exec(s)
  if (!m) return s
  const days = +m[1]
  const time = `${m[2]}:${m[3]}:${m[4]}`
  return days ? new Intl.NumberFormat(lang, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(days) + ' ' + time : time
}
