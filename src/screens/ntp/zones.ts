// The time-zone table (./tz-table.ts, generated from the IANA database) as label -> POSIX TZ rule.
import { TZ_TABLE } from './tz-table'

let zones: Map<string, string> | undefined

/** Every label (sorted) with the rule the device needs as tz_format; decoded once, on first use. */
export function timeZones(): Map<string, string> {
  if (!zones) {
    const all: [string, string][] = []
    for (const group of TZ_TABLE.split(';')) {
      const [rule, labels] = group.split('=')
      let region = ''
      for (const l of labels.split(',')) {
        const i = l.indexOf('/')
        if (i) region = l.slice(0, i) // '/Name' keeps the region of the label before
        all.push([region + l.slice(i), rule])
      }
    }
    zones = new Map(all.sort(([a], [b]) => (a < b ? -1 : 1)))
  }
  return zones
}
