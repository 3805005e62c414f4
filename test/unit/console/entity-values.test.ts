// The dashboard's pure helpers: flags, value formatting, the CSV export and row identity across polls.
import { test } from 'uvu'
import './_dom'
import * as assert from 'uvu/assert'
import { known } from '../../../src/api/release'
import { type DeviceValue, isCommandValue } from '../../../src/schemas/device-value'
import { maskOf } from '../../../src/schemas/flags'
import { formatValue, isBool, isFavourite, isWritable, keepSame, nameOf, toCsv } from '../../../src/ui/entity-values'
import { duration, hex, roundF32, uomLabel, uomOptions } from '../../../src/ui/format'

const f32 = (v: number) => new Float32Array([v])[0]

test('float32 noise is rounded away, integers and real precision stay', () => {
  assert.is(f32(41.4), 41.400001525878906)
  assert.is(roundF32(f32(41.4)), 41.4)
  assert.is(roundF32(f32(3088.69)), 3088.69)
  assert.is(roundF32(f32(-2.4)), -2.4)
  assert.is(roundF32(f32(0.1)), 0.1)
  assert.is(roundF32(394602), 394602)
  assert.is(roundF32(1.25), 1.25)
})

test('flags: mask, name, favourite, read-only, command, boolean', () => {
  const dv = (id: string, more: Partial<DeviceValue> = {}): DeviceValue => ({ id, u: 0, ...more })
  assert.is(maskOf(dv('0Chc1 selected room temperature')), 12)
  assert.is(nameOf(dv('08hc1 selected room temperature')), 'hc1 selected room temperature')
  assert.ok(isFavourite(dv('08x')))
  assert.ok(isFavourite(dv('0Cx')))
  assert.not.ok(isFavourite(dv('04x')))
  assert.ok(isWritable(dv('00x', { c: 'x' })))
  assert.not.ok(isWritable(dv('04x', { c: 'x' })), 'read-only flag wins over a command')
  assert.not.ok(isWritable(dv('08x')), 'no command, nothing to write')
  assert.ok(isCommandValue(dv('00reset', { c: 'reset', v: '' })))
  assert.not.ok(isCommandValue(dv('00mode', { c: 'mode', v: 'auto' })))
  for (const l of [
    ['off', 'on'],
    ['OFF', 'ON'],
    ['false', 'true'],
    ['0', '1'],
  ])
    assert.ok(isBool(dv('00x', { l })), l.join())
  assert.not.ok(isBool(dv('00x', { l: ['outdoor', 'room'] })), 'a two-option enum is not a boolean')
  assert.not.ok(isBool(dv('00x', { l: ['off', 'on', 'auto'] })))
})

test('values: rounded, in the user number format, with units', () => {
  assert.is(formatValue(f32(41.4), 1, 'en'), '41.4 °C')
  assert.is(formatValue(21, 1, 'en'), '21.0 °C', 'temperatures keep one decimal')
  assert.is(formatValue(f32(41.4), 1, 'de'), '41,4 °C')
  assert.is(formatValue(f32(1.7), 10, 'en'), '1.7 bar')
  assert.is(formatValue(394602, 0, 'en'), '394,602')
  assert.is(formatValue(f32(30886.9), 5, 'de'), '30.886,9 kWh')
  assert.is(formatValue(-61, 15, 'en'), '-61 dBm')
  assert.is(formatValue('auto', 0, 'en'), 'auto')
  assert.is(formatValue('', 0, 'en'), '')
  assert.is(formatValue(undefined, 1, 'en'), '')
})

test('hours and minutes show as days, hours and minutes in the user language', () => {
  assert.is(formatValue(691463, 8, 'en'), '480 days 4 hours 23 minutes')
  assert.is(formatValue(6000, 7, 'en'), '250 days')
  assert.is(formatValue(25, 7, 'de'), '1 Tag 1 Stunde')
  assert.is(formatValue(90, 8, 'pl'), '1 godzina 30 minut')
  assert.is(formatValue(0, 7, 'en'), '0 hours')
  assert.is(formatValue(0, 8, 'en'), '0 minutes')
  assert.is(formatValue(120, 14, 'en'), '120 seconds')
  assert.is(duration(93784, 'en'), '1 day 2 hours 3 minutes 4 seconds')
  assert.is(duration(0, 'en'), '0 seconds')
})

test('unit labels: symbols, and words for hours, minutes, seconds per language', () => {
  assert.is(uomLabel(0, 'en'), '')
  assert.is(uomLabel(3, 'en'), '%')
  assert.is(uomLabel(16, 'en'), '°F')
  assert.is(uomLabel(24, 'en'), 'mbar')
  assert.is(uomLabel(7, 'en'), 'hours')
  assert.is(uomLabel(8, 'de'), 'Minuten')
  assert.is(uomLabel(14, 'fr'), 'secondes')
  known.value = { version: '3.6.5', release: '3.6.5' }
  const options = uomOptions('en')
  assert.is(options.length, 25, 'the 25 units of 3.6.5')
  assert.equal(
    [options[0], options[2], options[7]],
    [
      [0, '–'],
      [2, '°C'],
      [7, 'hours'],
    ],
  )
})

test('units by release: l/h (3.7.0), ct/kWh (3.7.1), Hz and °C Rel (3.8.0) shown, and offered only where the release has them', () => {
  const at = (version: string) => {
    known.value = { version, release: null }
    return uomOptions('en').map(([, l]) => l)
  }
  assert.equal(at('3.6.2').at(-1), 'K')
  assert.equal(at('3.7.0').slice(-2), ['mbar', 'l/h'])
  assert.equal(at('3.7.2').slice(-2), ['l/h', 'ct/kWh'])
  assert.equal(at('3.8.0').slice(-2), ['ct/kWh', 'Hz'])
  assert.is(uomLabel(2, 'en'), '°C Rel')
  assert.equal([formatValue(12.5, 25, 'en'), formatValue(50, 27, 'en'), uomLabel(26, 'en')], ['12.5 l/h', '50 Hz', 'ct/kWh'])
  known.value = { version: '3.7.2', release: '3.7.2' }
  assert.is(uomLabel(2, 'en'), '°C')
  known.value = undefined
})

test('CSV: header, one line per entity, command only when writable, cells escaped', () => {
  const rows: DeviceValue[] = [
    { id: '08current flow temperature', v: f32(48.6), u: 1 },
    { id: '00hc1 mode', v: 'auto', u: 0, c: 'hc1/mode', l: ['manual', 'auto'] },
    { id: '04heating temperature', v: 75, u: 1, c: 'heatingtemp', m: 0, x: 90, s: '1' },
    { id: '00name; "quoted"', v: 'a;b', u: 0, c: 'x', h: 'text' },
  ]
  assert.is(
    toCsv(rows, 'en'),
    'name;value;unit;command;range\r\n' +
      'current flow temperature;48.6;°C;;\r\n' +
      'hc1 mode;auto;;hc1/mode;manual | auto\r\n' +
      'heating temperature;75;°C;;0..90\r\n' +
      '"name; ""quoted""";"a;b";;x;text\r\n',
  )
  assert.ok(toCsv([{ id: '00t', v: f32(1234.5), u: 0 }], 'de').includes('t;1234,5;'), 'decimal mark of the user, no grouping')
})

test('keepSame: unchanged rows keep their identity, changed and new rows are the new objects', () => {
  const a = { id: 'a', v: 1 }
  const b = { id: 'b', v: 2 }
  const next = [
    { id: 'a', v: 1 },
    { id: 'b', v: 3 },
    { id: 'c', v: 4 },
  ]
  const out = keepSame([a, b], next, (r) => r.id)
  assert.is(out[0], a)
  assert.is(out[1], next[1])
  assert.is(out[2], next[2])
  assert.equal(out, next)
})

test('EMS device ids in hex', () => {
  assert.is(hex(8), '0x08')
  assert.is(hex(0x4d), '0x4D')
})

test('a unit or value of constructor/__proto__ formats as text', () => {
  for (const v of ['constructor', '__proto__', 'toString']) {
    assert.is(formatValue(v, 0, 'en'), v)
    assert.is(formatValue(v, 'constructor' as unknown as number, 'en'), v + ' ')
    assert.is(formatValue(1.5, '__proto__' as unknown as number, 'de'), '1,5 ')
  }
})

test('CSV: cells starting with = + - @ are kept as text; negative numbers stay numbers', () => {
  const csv = toCsv(
    [
      { id: '00=HYPERLINK("http://x","y")', v: '+1', u: 0 },
      { id: '00@SUM(A1)', v: -2.5, u: 1 },
      { id: '00-flow', v: '=1+1', u: 0 },
    ],
    'en',
  )
  const lines = csv.trim().split('\r\n').slice(1)
  assert.equal(lines, [`"'=HYPERLINK(""http://x"",""y"")";'+1;;;`, "'@SUM(A1);-2.5;°C;;", "'-flow;'=1+1;;;"])
})

test.run()
