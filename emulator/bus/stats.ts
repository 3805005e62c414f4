// The bus statistics (device-api §3d `stats`, 3.7.0's /rest/activity): telegrams received, reads and
// writes, then one line per feature that is on (sensors, MQTT, API, syslog), each {id, s, f, q}.

export interface StatsInput {
  /** Seconds of bus time. */
  t: number
  reads: number
  writes: number
  api: number
  /** Temperature and analog sensors, when that feature is on (null: off). */
  temperature: number | null
  analog: number | null
  mqtt: boolean
  syslog: boolean
}

const stat = (id: number, ok: number, fail: number) => ({ id, s: ok, f: fail, q: ok + fail ? 100 - Math.floor((100 * fail) / (ok + fail)) : 0 })

export function statsOf({ t, reads, writes, api, temperature, analog, mqtt, syslog }: StatsInput) {
  const stats = [stat(0, 1200 + Math.floor(t * 1.7), 3 + Math.floor(t / 900)), stat(1, 400 + Math.floor(t / 5) + reads, 0), stat(2, 38 + writes, 1)]
  if (temperature !== null) stats.push(stat(3, Math.floor(t / 10) * temperature, 0))
  if (analog !== null) stats.push(stat(4, Math.floor(t / 10) * analog, 0))
  if (mqtt) stats.push(stat(5, 500 + Math.floor(t / 2), 40))
  stats.push(stat(6, api, 0))
  if (syslog) stats.push(stat(7, 80 + Math.floor(t / 20), 0))
  return stats
}
