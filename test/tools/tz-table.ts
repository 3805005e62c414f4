#!/usr/bin/env -S npx tsx
// Generates src/screens/ntp/tz-table.ts: every time-zone label of the IANA database (as the npm package
// `tzdata` ships it) but IANA's backward-compatibility names (BACKWARD below), mapped to the POSIX TZ rule
// the device's C library needs (newlib's tzset), as zic writes it into the footer of a TZif file. The rule
// is derived from each zone's last line and the last rules of its rule set, following zic's
// stringzone()/stringrule(), so it matches /usr/share/zoneinfo.
//
//   npx tsx test/tools/tz-table.ts          writes the table (after a tzdata update)
//   test/unit/console/tz.test.ts            fails when the checked-in table differs from a fresh run
import fs from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

type RuleRow = [from: string, to: string, type: string, month: string, on: string, at: [string, string, string, string | null], save: string, letter: string]
type ZoneRow = [gmtoffWest: string, rules: string, format: string, until: string | null]
export interface TzData {
  version: string
  zones: Record<string, ZoneRow[] | string> // a string is a link to another zone
  rules: Record<string, RuleRow[]>
}

export const OUT = fileURLToPath(new URL('../../src/screens/ntp/tz-table.ts', import.meta.url))
/** Labels offered: the geographic regions and Etc, as the firmware's own table has them. */
export const REGIONS = ['Africa', 'America', 'Antarctica', 'Arctic', 'Asia', 'Atlantic', 'Australia', 'Etc', 'Europe', 'Indian', 'Pacific']

/**
 * IANA's backward-compatibility names in the offered regions: the links that tzdb keeps only in its file
 * `backward` (old spellings, renamed and merged zones: Asia/Calcutta for Asia/Kolkata) and that its zone.tab
 * does not list. The npm package ships neither file and merges every link into `zones`, so the list is taken
 * from tzdb's own `backward` and `zone.tab` (release 2026c). A name in zone.tab stays even when its link
 * moved to `backward` (Europe/Amsterdam). tz.test.ts fails when one leaves tzdata or becomes a zone.
 */
export const BACKWARD: readonly string[] = `
  Africa/Asmera Africa/Timbuktu America/Argentina/ComodRivadavia America/Atka America/Buenos_Aires
  America/Catamarca America/Coral_Harbour America/Cordoba America/Ensenada America/Fort_Wayne
  America/Godthab America/Indianapolis America/Jujuy America/Knox_IN America/Louisville America/Mendoza
  America/Montreal America/Nipigon America/Pangnirtung America/Porto_Acre America/Rainy_River
  America/Rosario America/Santa_Isabel America/Shiprock America/Thunder_Bay America/Virgin
  America/Yellowknife Antarctica/South_Pole Asia/Ashkhabad Asia/Calcutta Asia/Choibalsan Asia/Chongqing
  Asia/Chungking Asia/Dacca Asia/Harbin Asia/Istanbul Asia/Kashgar Asia/Katmandu Asia/Macao Asia/Rangoon
  Asia/Saigon Asia/Tel_Aviv Asia/Thimbu Asia/Ujung_Pandang Asia/Ulan_Bator Atlantic/Faeroe
  Atlantic/Jan_Mayen Australia/ACT Australia/Canberra Australia/Currie Australia/LHI Australia/NSW
  Australia/North Australia/Queensland Australia/South Australia/Tasmania Australia/Victoria Australia/West
  Australia/Yancowinna Etc/GMT+0 Etc/GMT-0 Etc/GMT0 Etc/Greenwich Etc/UCT Etc/Universal Etc/Zulu
  Europe/Belfast Europe/Kiev Europe/Nicosia Europe/Tiraspol Europe/Uzhgorod Europe/Zaporozhye
  Pacific/Enderbury Pacific/Johnston Pacific/Ponape Pacific/Samoa Pacific/Truk Pacific/Yap
`
  .trim()
  .split(/\s+/)
/**
 * Those of BACKWARD that EMS-ESP 3.8.0's own table offers: a gateway set there may hold one, and a user who
 * knows it from that UI finds it again, so they stay choices.
 */
export const FIRMWARE_OFFERS: readonly string[] = `
  America/Godthab America/Montreal America/Nipigon America/Pangnirtung America/Rainy_River
  America/Thunder_Bay America/Yellowknife Asia/Choibalsan Australia/Currie Etc/GMT+0 Etc/GMT-0 Etc/GMT0
  Etc/Greenwich Etc/UCT Etc/Universal Etc/Zulu Europe/Kiev Europe/Uzhgorod Europe/Zaporozhye
  Pacific/Enderbury
`
  .trim()
  .split(/\s+/)
/** Whether a tzdata name is a label: in an offered region, and not a backward-compatibility name the firmware lacks. */
export const offered = (n: string) => REGIONS.includes(n.split('/')[0]) && n.includes('/') && (!BACKWARD.includes(n) || FIRMWARE_OFFERS.includes(n))

export function loadTzdata(): TzData {
  return JSON.parse(fs.readFileSync(createRequire(import.meta.url).resolve('tzdata'), 'utf8'))
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const LEN = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
const LEN_LEAP = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

interface Rule {
  hiyear: number // Infinity for "max"
  month: number
  kind: 'dom' | 'ge' | 'le' // day of month, weekday on or after, weekday on or before
  day: number
  wday: number
  tod: number // seconds
  todStd: boolean // time given in standard time ('s'), or in UT ('u', which implies standard too)
  todUt: boolean
  save: number // seconds
  dst: boolean
  letters?: string
}

function parseRule([from, to, , mon, on, at, save, letter]: RuleRow): Rule {
  const month = MONTHS.indexOf(mon)
  let m: RegExpExecArray | null
  let kind: Rule['kind'] = 'dom'
  let day = Number(on)
  let wday = 0
  if ((m = /^last(\w{3})$/.exec(on))) [kind, wday, day] = ['le', DAYS.indexOf(m[1]), LEN_LEAP[month]]
  else if ((m = /^(\w{3})([<>])=(\d+)$/.exec(on))) [kind, wday, day] = [m[2] === '>' ? 'ge' : 'le', DAYS.indexOf(m[1]), Number(m[3])]
  const s = Math.round(Number(save) * 60)
  return {
    hiyear: to === 'max' ? Infinity : Number(to === 'only' ? from : to),
    month,
    kind,
    day,
    wday,
    tod: Number(at[0]) * 3600 + Number(at[1]) * 60 + Number(at[2]),
    todStd: at[3] === 's' || at[3] === 'u',
    todUt: at[3] === 'u',
    save: s,
    dst: s !== 0,
    letters: letter === '-' ? '' : letter,
  }
}

// zic's rule_cmp: which rule is in force later.
function ruleCmp(a: Rule | null, b: Rule | null): number {
  if (!a) return b ? -1 : 0
  if (!b) return 1
  if (a.hiyear !== b.hiyear) return a.hiyear < b.hiyear ? -1 : 1
  if (a.hiyear === Infinity) return 0
  return a.month - b.month || a.day - b.day
}

const pad = (n: number) => String(n).padStart(2, '0')
function split(sec: number): [sign: boolean, h: number, m: number, s: number] {
  const a = Math.abs(sec)
  return [sec < 0, Math.floor(a / 3600), Math.floor(a / 60) % 60, a % 60]
}
/** An offset or time of day as POSIX writes it: -1, 5:30, 26. */
function offset(sec: number): string {
  const [neg, h, m, s] = split(sec)
  if (h >= 168) throw new Error('offset out of range')
  return (neg ? '-' : '') + h + (m || s ? ':' + pad(m) + (s ? ':' + pad(s) : '') : '')
}
/** %z in a zone's format: +03, -0330. */
function numericAbbr(sec: number): string {
  const [neg, h, m, s] = split(sec)
  return (neg ? '-' : '+') + pad(h) + (m || s ? pad(m) + (s ? pad(s) : '') : '')
}

interface ZoneLine {
  stdoff: number
  format: string
}
function abbr(z: ZoneLine, letters: string | undefined, dst: boolean, save: number): string {
  const slash = z.format.indexOf('/')
  const a =
    slash >= 0
      ? dst
        ? z.format.slice(slash + 1)
        : z.format.slice(0, slash)
      : z.format.includes('%z')
        ? z.format.replace('%z', numericAbbr(z.stdoff + save))
        : z.format.replace('%s', letters ?? '')
  return /^[A-Za-z]+$/.test(a) ? a : `<${a}>` // POSIX quotes names that are not all letters
}

function ruleString(r: Rule, save: number, stdoff: number): string {
  let tod = r.tod
  let out: string
  if (r.kind === 'dom') {
    if (r.day === 29 && r.month === 1) throw new Error('Feb 29 has no POSIX form')
    const total = LEN.slice(0, r.month).reduce((a, b) => a + b, 0)
    out = r.month <= 1 ? String(total + r.day - 1) : 'J' + (total + r.day)
  } else {
    let week: number
    let wday = r.wday
    // "Sun>=9" is not a week of the month: shift to the weekday that starts the week and add whole days.
    const shift = (off: number) => ((wday -= off), (tod += off * 86400))
    if (r.kind === 'ge') {
      shift((r.day - 1) % 7)
      week = 1 + Math.floor((r.day - 1) / 7)
    } else if (r.day === LEN_LEAP[r.month]) week = 5
    else {
      shift(r.day % 7)
      week = Math.floor(r.day / 7)
    }
    out = `M${r.month + 1}.${week}.${(wday + 7) % 7}`
  }
  if (r.todUt) tod += stdoff
  if (r.todStd && !r.dst) tod += save
  return tod === 7200 ? out : out + '/' + offset(tod)
}

/** The POSIX TZ string of a zone (or link), as zic's stringzone() builds the TZif footer; '' if it has none. */
export function posixRule(data: TzData, name: string): string {
  let z = data.zones[name]
  while (typeof z === 'string') z = data.zones[z]
  const [gmtoffWest, ruleName, format] = z[z.length - 1]
  const zone: ZoneLine = { stdoff: Math.round(-Number(gmtoffWest) * 60), format }
  let rules: Rule[] = []
  let fixedSave = 0
  if (/^-?\d+:\d\d$/.test(ruleName)) {
    const [h, m] = ruleName.replace('-', '').split(':').map(Number)
    fixedSave = (ruleName.startsWith('-') ? -1 : 1) * (h * 3600 + m * 60)
  } else if (ruleName !== '-') rules = data.rules[ruleName].map(parseRule)

  const last: [Rule | null, Rule | null] = [null, null] // latest standard and daylight rules
  for (const r of rules) {
    const c = ruleCmp(last[+r.dst], r)
    if (c < 0) last[+r.dst] = r
    else if (c === 0) return '' // two rules of one kind forever: no POSIX form
  }
  let [std, dst] = last
  const cmp = rules.length ? ruleCmp(dst, std) : fixedSave ? 1 : -1
  let stdZone = zone
  let dstZone = zone
  if (cmp < 0)
    dst = null // standard time all year
  else if (cmp > 0) {
    // Daylight time all year: zic writes it as a zone that switches at the very ends of the year.
    const save = dst ? dst.save : fixedSave
    if (save >= 0) {
      stdZone = { stdoff: zone.stdoff + 2 * save, format: 'XXX' }
      dstZone = { stdoff: stdZone.stdoff, format: zone.format }
    }
    const s = save < 0 ? save : -save
    const base = { hiyear: Infinity, kind: 'dom', wday: 0, todStd: false, todUt: false } as const
    const newStd: Rule = { ...base, month: 11, day: 31, tod: 86400 + s, save: 0, dst: false, letters: save < 0 ? std?.letters : undefined }
    dst = { ...base, month: 0, day: 1, tod: 0, save: s, dst: true, letters: dst?.letters }
    std = newStd
  }
  let out = abbr(stdZone, std?.letters, false, 0) + offset(-stdZone.stdoff)
  if (!dst) return out
  out += abbr(dstZone, dst.letters, true, dst.save)
  if (dst.save !== 3600) out += offset(-(dstZone.stdoff + dst.save))
  return out + ',' + ruleString(dst, dst.save, stdZone.stdoff) + ',' + ruleString(std!, dst.save, stdZone.stdoff)
}

/** Every offered label with its rule, sorted by label. */
export function tzTable(data: TzData): [label: string, rule: string][] {
  return Object.keys(data.zones)
    .filter(offered)
    .sort()
    .map((n) => [n, posixRule(data, n)] as [string, string])
    .filter(([, rule]) => rule !== '')
}

/**
 * The table as it ships: one string, one group per distinct rule (most used first) with its labels;
 * a label that starts with '/' has the region of the label before it. This is about 15% smaller
 * gzipped than a plain object and needs only a few lines to read (src/screens/ntp/zones.ts).
 */
export function encode(table: [string, string][]): string {
  const groups = new Map<string, string[]>()
  for (const [label, rule] of table) groups.set(rule, [...(groups.get(rule) ?? []), label])
  return [...groups]
    .sort(([a, x], [b, y]) => y.length - x.length || (a < b ? -1 : 1))
    .map(([rule, labels]) => {
      let region = ''
      const short = labels.map((l) => {
        const i = l.indexOf('/')
        const r = l.slice(0, i)
        const s = (r === region ? '' : r) + l.slice(i)
        region = r
        return s
      })
      return rule + '=' + short.join(',')
    })
    .join(';')
}

export function render(data: TzData): string {
  return (
    `// GENERATED by test/tools/tz-table.ts from the IANA time zone database ${data.version} (npm package tzdata).\n` +
    '// Do not edit: run `npx tsx test/tools/tz-table.ts`. Format: see encode() there; read by ./zones.ts.\n' +
    `export const TZ_VERSION = '${data.version}'\n` +
    `export const TZ_TABLE =\n  ${JSON.stringify(encode(tzTable(data)))}\n`
  )
}

if (process.argv[1] && fileURLToPath(import.meta.url) === fs.realpathSync(process.argv[1])) {
  fs.writeFileSync(OUT, render(loadTzdata()))
  console.log(`wrote ${OUT}`)
}
