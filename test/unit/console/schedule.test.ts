// Schedule items and custom entities (docs/console.md §3, §5, device-api §7): flag bits, timer mode,
// names, commands, hex ids, offsets and RAW byte counts.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { CustomEntities, type CustomEntity, customEntityAmong } from '../../../src/schemas/custom-entities.ts'
import { factsOf } from '../../../src/schemas/releases.ts'
import {
  CONDITION,
  DAYS,
  IMMEDIATE,
  ONCHANGE,
  padTime,
  Schedule,
  type ScheduleItem,
  scheduleItem,
  scheduleItemAmong,
  scheduleOf,
  TIMER,
} from '../../../src/schemas/schedule.ts'
import { validate } from '../../../src/schemas/validate.ts'

const item = (o: Partial<ScheduleItem> = {}): ScheduleItem => ({
  id: 1,
  active: true,
  flags: 2,
  time: '06:30',
  cmd: 'thermostat/hc1/mode',
  value: 'day',
  name: 'morning',
  ...o,
})
const entity = (o: Partial<CustomEntity> = {}): CustomEntity => ({
  id: 0,
  ram: 0,
  name: 'flowtemp',
  device_id: 8,
  type_id: 24,
  offset: 1,
  factor: 0.1,
  uom: 1,
  value_type: 4,
  writeable: false,
  ...o,
})

test('day bits are 1 << weekday with Sunday first; the timer is 128', () => {
  assert.equal(DAYS, [1, 2, 4, 8, 16, 32, 64])
  assert.is(TIMER, 128)
  assert.is(
    DAYS.reduce((a, b) => a | b),
    127,
    'every day',
  )
})

test('flags: any set of days or a kind; any other byte is kept as read (a kind of a later release)', () => {
  for (const flags of [0, 1, 62, 65, 127, 128, 136, 255]) assert.equal(validate(Schedule, { schedule: [item({ flags })] }), {}, String(flags))
  for (const flags of [256, -1, 1.5]) assert.ok(validate(Schedule, { schedule: [item({ flags })] })['schedule.0.flags'], String(flags))
  assert.equal([TIMER, ONCHANGE, CONDITION, IMMEDIATE], [128, 129, 130, 132])
})

test('the kinds a release has: timer only before 3.7.0; on change, condition and immediate from it', () => {
  assert.equal(factsOf('3.6.5').kinds, [128])
  assert.equal(factsOf('3.7.0').kinds, [128, 129, 130, 132])
  assert.equal(factsOf('3.8.0').kinds, [128, 129, 130, 132])
})

test('on change and condition need their entity or expression in time (free text); immediate and unknown kinds need none', () => {
  const check = (o: Partial<ScheduleItem>) => validate(scheduleItemAmong([]), item(o))
  assert.equal(check({ flags: ONCHANGE, time: 'boiler/outdoortemp' }), {})
  assert.equal(check({ flags: CONDITION, time: 'boiler/outdoortemp < 5 && system/ntp == on' }), {})
  assert.equal(check({ flags: ONCHANGE, time: '' }), { time: 'c.v.required' })
  assert.equal(check({ flags: CONDITION, time: '' }), { time: 'c.v.required' })
  assert.equal(check({ flags: IMMEDIATE, time: '' }), {})
  assert.equal(check({ flags: 136, time: 'anything' }), {})
  assert.equal(check({ flags: TIMER, time: 'boiler/outdoortemp' }), { time: 'settings.v.time' })
})

test('time is HH:MM, saying so when it is not; an empty time is required', () => {
  assert.equal(validate(scheduleItemAmong([]), item({ time: '23:59' })), {})
  assert.equal(validate(scheduleItemAmong([]), item({ time: '' })), { time: 'c.v.required' })
  assert.equal(validate(scheduleItemAmong([]), item({ time: '24:00' })), { time: 'settings.v.time' })
  assert.equal(validate(scheduleItemAmong([]), item({ time: '6.30' })), { time: 'settings.v.time' })
})

test("the dialog takes '6:30' as 06:30, which is what is sent; the device's own check stays HH:MM", () => {
  assert.equal(validate(scheduleItemAmong([]), item({ time: '6:30' })), {})
  assert.is(padTime('6:30'), '06:30')
  assert.is(padTime('16:30'), '16:30')
  assert.equal(validate(scheduleItem(), item({ time: '6:30' })), { time: 'settings.v.time' })
})

test('command: required, at most 64 characters before 3.7.0, 300 from it (web calls as JSON)', () => {
  assert.equal(validate(scheduleItemAmong([], false), item({ cmd: '' })), { cmd: 'c.v.required' })
  assert.equal(validate(scheduleItemAmong([], false), item({ cmd: 'x'.repeat(64) })), {})
  assert.equal(validate(scheduleItemAmong([], false), item({ cmd: 'x'.repeat(65) })), { cmd: 'c.v.tooLong' })
  const web = JSON.stringify({ url: 'http://192.168.1.9/api/on', method: 'POST', header: { 'Content-Type': 'application/json' }, value: '{"on":true}' })
  assert.equal(validate(scheduleItemAmong([]), item({ cmd: web })), {})
  assert.equal(validate(scheduleItemAmong([]), item({ cmd: 'x'.repeat(300) })), {})
  assert.equal(validate(scheduleItemAmong([]), item({ cmd: 'x'.repeat(301) })), { cmd: 'c.v.tooLong' })
})

test("name: optional, up to 15 of letters, digits, _ and . before 3.7.0; up to 19 without '.' from it; unique", () => {
  const check = (name: string, others: string[] = [], long = false) => validate(scheduleItemAmong(others, long), item({ name }))
  assert.equal(check(''), {})
  assert.equal(check('a.b_C9'), {})
  assert.equal(check('x'.repeat(15)), {})
  assert.equal(check('x'.repeat(16)), { name: 'settings.v.name' })
  assert.equal(check('with space'), { name: 'settings.v.name' })
  assert.equal(check('x'.repeat(19), [], true), {})
  assert.equal(check('x'.repeat(20), [], true), { name: 'settings.v.name19' })
  assert.equal(check('a.b', [], true), { name: 'settings.v.name19' })
  assert.equal(check('morning', ['evening', 'morning']), { name: 'c.v.nameUsed' })
  assert.equal(check('', ['', '']), {}, 'empty names do not clash')
  assert.equal(validate(Schedule, { schedule: [item(), item({ id: 2 })] }), { 'schedule.1.name': 'c.v.nameUsed' })
  assert.equal(validate(scheduleOf(false), { schedule: [item({ name: 'x'.repeat(16) })] }), { 'schedule.0.name': 'settings.v.name' })
})

test('custom entity dialog: hex ids, offset 0-255, RAW bytes and names by release, names unique', () => {
  const edit = (
    o: Partial<Omit<CustomEntity, 'device_id' | 'type_id'>> & { device_id?: string; type_id?: string },
    others: string[] = [],
    r = factsOf('3.8.0'),
  ) => validate(customEntityAmong(others, r), { ...entity(), device_id: '08', type_id: '31D', mask: '1', ...o })
  assert.equal(edit({}), {})
  assert.equal(edit({ device_id: 'zz' }), { device_id: 'settings.v.hex' })
  assert.equal(edit({ type_id: '' }), { type_id: 'settings.v.hex' })
  assert.equal(edit({ device_id: '123' }), { device_id: 'settings.v.hex' }, 'a device id is one byte')
  assert.equal(edit({ offset: 256 }), { offset: 'c.v.range' })
  assert.equal(edit({ offset: -1 }), { offset: 'c.v.range' })
  assert.equal(edit({ offset: NaN }), { offset: 'c.v.range' }, 'an emptied offset says the range, not "Invalid value"')
  assert.equal(edit({ device_id: '0x18', type_id: '0X31d' }), {}, 'ids as the console shows them (0x18) are hex too')
  assert.equal(edit({ device_id: '0x' }), { device_id: 'settings.v.hex' })
  assert.equal(edit({ device_id: '0x123' }), { device_id: 'settings.v.hex' })
  assert.equal(edit({ value_type: 8, factor: 256 }), { factor: 'c.v.range' })
  assert.equal(edit({ value_type: 8, factor: 0 }), { factor: 'c.v.range' })
  assert.equal(edit({ value_type: 8, factor: 255 }), {})
  assert.equal(edit({ value_type: 8, factor: 28 }, [], factsOf('3.7.1')), { factor: 'c.v.range' }, 'RAW of 1-27 bytes before 3.7.2')
  assert.equal(edit({ ram: 1, value_type: 8, factor: 1 }), {}, 'a RAM variable has no byte count')
  assert.equal(edit({ name: '' }), { name: 'c.v.required' })
  assert.equal(edit({ name: 'bad-name' }), { name: 'settings.v.name19' })
  assert.equal(edit({ name: 'a.b' }, [], factsOf('3.6.5')), {})
  assert.equal(edit({ name: 'x'.repeat(16) }, [], factsOf('3.6.5')), { name: 'settings.v.name' })
  assert.equal(edit({ name: 'x'.repeat(19) }), {})
  assert.equal(edit({}, ['flowtemp']), { name: 'c.v.nameUsed' })
})

test('custom entity dialog from 3.7.2: a BOOL has a bit mask of one byte in hex; before, none is asked', () => {
  const edit = (mask: string, r = factsOf('3.7.2')) =>
    validate(customEntityAmong([], r), { ...entity({ value_type: 0 }), device_id: '08', type_id: '31D', mask })
  assert.equal(edit('0x80'), {})
  assert.equal(edit('FF'), {})
  assert.equal(edit('100'), { mask: 'settings.v.hex' })
  assert.equal(edit('x'), { mask: 'settings.v.hex' })
  assert.equal(edit('x', factsOf('3.7.1')), {})
})

test('custom entities as the device takes them: ids as numbers, never hex text (device-api §8.9)', () => {
  assert.equal(validate(CustomEntities, { entities: [entity(), entity({ id: 1, name: 'hc1_comfort', device_id: 0x10, type_id: 0x2b9 })] }), {})
  assert.ok(validate(CustomEntities, { entities: [{ ...entity(), device_id: '08' }] })['entities.0.device_id'])
  assert.ok(validate(CustomEntities, { entities: [entity(), entity({ id: 1 })] })['entities.1.name'])
})

test.run()
