// The time-zone table: generated from the npm tzdata package (never typed by hand), complete, and every
// rule a POSIX TZ string as zic writes it into TZif footers.
import fs from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { TZ_VERSION } from '../../../src/screens/ntp/tz-table'
import { timeZones } from '../../../src/screens/ntp/zones'
import { BACKWARD, FIRMWARE_OFFERS, loadTzdata, OUT, offered, posixRule, render, type TzData, tzTable } from '../../tools/tz-table'

const data = loadTzdata()

test('the checked-in table is what the generator makes from the installed tzdata', () => {
  assert.ok(fs.readFileSync(OUT, 'utf8') === render(data), 'stale table: run `npx tsx test/tools/tz-table.ts`')
  assert.is(TZ_VERSION, data.version)
})

test('it holds every zone and link of the offered regions but the backward-compatibility names, each with its rule', () => {
  const zones = timeZones()
  const expected = Object.keys(data.zones).filter(offered).sort()
  assert.equal([...zones.keys()], expected)
  assert.ok(zones.size > 460, `${zones.size} labels`)
  assert.equal([...zones], tzTable(data))
})

test('the backward-compatibility names are links of tzdata; those the firmware offers stay, the newer names too', () => {
  assert.equal(
    BACKWARD.filter((n) => typeof data.zones[n] !== 'string'),
    [],
    'a name left tzdata or became a zone: check it against tzdb',
  )
  assert.equal(
    FIRMWARE_OFFERS.filter((n) => !BACKWARD.includes(n)),
    [],
  )
  const zones = timeZones()
  for (const n of ['Asia/Calcutta', 'Asia/Saigon', 'Australia/ACT', 'America/Buenos_Aires', 'Europe/Belfast']) assert.not.ok(zones.has(n), n)
  for (const n of [...FIRMWARE_OFFERS, 'Asia/Kolkata', 'Europe/Amsterdam', 'Arctic/Longyearbyen', 'Etc/UTC']) assert.ok(zones.has(n), n)
  // Canonical names newer than EMS-ESP's table.
  for (const n of ['America/Ciudad_Juarez', 'America/Coyhaique', 'America/Nuuk', 'Asia/Qostanay', 'Europe/Kyiv', 'Pacific/Kanton']) assert.ok(zones.has(n), n)
})

// std offset [dst [offset] ,rule,rule]; names of 3+ letters or <quoted>; rules Jn, n or Mm.w.d with /time.
const NAME = '(?:[A-Za-z]{3,}|<[+-]?[A-Za-z0-9+-]{2,}>)'
const OFFSET = '[+-]?\\d{1,3}(?::\\d\\d){0,2}'
const RULE = `(?:J\\d{1,3}|\\d{1,3}|M(?:[1-9]|1[0-2])\\.[1-5]\\.[0-6])(?:/${OFFSET})?`
const POSIX = new RegExp(`^${NAME}${OFFSET}(?:${NAME}(?:${OFFSET})?,${RULE},${RULE})?$`)

test('every label has a valid POSIX TZ rule', () => {
  const bad = [...timeZones()].filter(([, rule]) => !POSIX.test(rule))
  assert.equal(bad, [])
})

test('well-known zones get the rules their TZif files carry', () => {
  const z = timeZones()
  const expect: Record<string, string> = {
    'Europe/Amsterdam': 'CET-1CEST,M3.5.0,M10.5.0/3',
    'Europe/Berlin': 'CET-1CEST,M3.5.0,M10.5.0/3',
    'Europe/London': 'GMT0BST,M3.5.0/1,M10.5.0',
    'Europe/Helsinki': 'EET-2EEST,M3.5.0/3,M10.5.0/4',
    'Europe/Dublin': 'IST-1GMT0,M10.5.0,M3.5.0/1', // negative DST: winter is the "daylight" time
    'America/New_York': 'EST5EDT,M3.2.0,M11.1.0',
    'America/St_Johns': 'NST3:30NDT,M3.2.0,M11.1.0',
    'Asia/Jerusalem': 'IST-2IDT,M3.4.4/26,M10.5.0', // "Fri>=23" becomes Thursday + 26 h
    'Asia/Kolkata': 'IST-5:30',
    'Australia/Lord_Howe': '<+1030>-10:30<+11>-11,M10.1.0,M4.1.0', // half-hour DST
    'Pacific/Chatham': '<+1245>-12:45<+1345>,M9.5.0/2:45,M4.1.0/3:45',
    'Antarctica/Troll': '<+00>0<+02>-2,M3.5.0/1,M10.5.0/3',
    'Etc/GMT+5': '<-05>5',
    'Etc/UTC': 'UTC0',
  }
  for (const [label, rule] of Object.entries(expect)) assert.is(z.get(label), rule, label)
})

// Cases the current database does not exercise, built by hand as zic input would be.
const rule = (from: string, to: string, mon: string, on: string, at: string, suffix: string | null, save: string, letter: string) =>
  [from, to, '-', mon, on, [at, '0', '0', suffix], save, letter] as TzData['rules'][string][number]

test('a day-of-month rule uses the Jn form; February days count from zero', () => {
  const data: TzData = {
    version: 'test',
    rules: {
      T: [rule('2000', 'max', 'Mar', '21', '0', null, '60', 'D'), rule('2000', 'max', 'Sep', '21', '0', null, '0', 'S')],
      F: [rule('2000', 'max', 'Feb', '10', '2', null, '60', 'D'), rule('2000', 'max', 'Oct', 'Sun>=8', '2', null, '0', 'S')],
    },
    zones: { 'X/Day': [['-210', 'T', 'X%sT', null]], 'X/Feb': [['300', 'F', 'Y%sT', null]] },
  }
  assert.is(posixRule(data, 'X/Day'), 'XST-3:30XDT,J80/0,J264/0')
  assert.is(posixRule(data, 'X/Feb'), 'YST5YDT,40,M10.2.0')
})

test('daylight time all year is written as a zone that switches at the very ends of the year', () => {
  const data: TzData = { version: 'test', rules: {}, zones: { 'X/Dst': [['300', '1:00', 'EDT', null]] } }
  assert.is(posixRule(data, 'X/Dst'), 'XXX3EDT4,0/0,J365/23')
})

test('standard time all year when the daylight rules ended; links follow their zone', () => {
  const data: TzData = {
    version: 'test',
    rules: { R: [rule('1990', '2009', 'Mar', 'lastSun', '2', 's', '60', 'S'), rule('1990', '2010', 'Oct', 'lastSun', '2', 's', '0', '-')] },
    zones: { 'X/Old': [['-60', 'R', '+01/+02', null]], 'X/Link': 'X/Old' },
  }
  assert.is(posixRule(data, 'X/Old'), '<+01>-1')
  assert.is(posixRule(data, 'X/Link'), '<+01>-1')
})

test.run()
