// Schedule items and custom entities (docs/console.md §3, §5, device-api §7): flag bits, timer mode,
// names, commands, hex ids, offsets and RAW byte counts.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { CustomEntities, type CustomEntity, customEntityAmong } from '../../src/schemas/custom-entities.ts'
import { DAYS, padTime, Schedule, ScheduleItem, scheduleItemAmong, TIMER } from '../../src/schemas/schedule.ts'
import { validate } from '../../src/schemas/validate.ts'

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

test('flags: any set of days, or exactly the timer; a timer with days is refused', () => {
  for (const flags of [0, 1, 62, 65, 127, 128]) assert.equal(validate(Schedule, { schedule: [item({ flags })] }), {}, String(flags))
  for (const flags of [129, 130, 255, -1, 1.5]) assert.ok(validate(Schedule, { schedule: [item({ flags })] })['schedule.0.flags'], String(flags))
})

test('time is HH:MM, saying so when it is not; an empty time is required', () => {
  assert.equal(validate(scheduleItemAmong([]), item({ time: '23:59' })), {})
  assert.equal(validate(scheduleItemAmong([]), item({ time: '' })), { time: 'v.required' })
  assert.equal(validate(scheduleItemAmong([]), item({ time: '24:00' })), { time: 'settings.v.time' })
  assert.equal(validate(scheduleItemAmong([]), item({ time: '6.30' })), { time: 'settings.v.time' })
})

test("the dialog takes '6:30' as 06:30, which is what is sent; the device's own check stays HH:MM", () => {
  assert.equal(validate(scheduleItemAmong([]), item({ time: '6:30' })), {})
  assert.is(padTime('6:30'), '06:30')
  assert.is(padTime('16:30'), '16:30')
  assert.equal(validate(ScheduleItem, item({ time: '6:30' })), { time: 'settings.v.time' })
})

test('command: required, at most 64 characters', () => {
  assert.equal(validate(scheduleItemAmong([]), item({ cmd: '' })), { cmd: 'v.required' })
  assert.equal(validate(scheduleItemAmong([]), item({ cmd: 'x'.repeat(64) })), {})
  assert.equal(validate(scheduleItemAmong([]), item({ cmd: 'x'.repeat(65) })), { cmd: 'settings.v.cmd' })
})

test('name: optional, up to 15 of letters, digits, _ and ., unique among the other items', () => {
  const check = (name: string, others: string[] = []) => validate(scheduleItemAmong(others), item({ name }))
  assert.equal(check(''), {})
  assert.equal(check('a.b_C9'), {})
  assert.equal(check('x'.repeat(15)), {})
  assert.equal(check('x'.repeat(16)), { name: 'settings.v.name' })
  assert.equal(check('with space'), { name: 'settings.v.name' })
  assert.equal(check('morning', ['evening', 'morning']), { name: 'settings.v.nameUsed' })
  assert.equal(check('', ['', '']), {}, 'empty names do not clash')
  assert.equal(validate(Schedule, { schedule: [item(), item({ id: 2 })] }), { 'schedule.1.name': 'settings.v.nameUsed' })
})

test('custom entity dialog: hex ids, offset 0-255, RAW 1-27 bytes, names as for the scheduler and unique', () => {
  const edit = (o: Partial<Omit<CustomEntity, 'device_id' | 'type_id'>> & { device_id?: string; type_id?: string }, others: string[] = []) =>
    validate(customEntityAmong(others), { ...entity(), device_id: '08', type_id: '31D', ...o })
  assert.equal(edit({}), {})
  assert.equal(edit({ device_id: 'zz' }), { device_id: 'settings.v.hex' })
  assert.equal(edit({ type_id: '' }), { type_id: 'settings.v.hex' })
  assert.equal(edit({ device_id: '123' }), { device_id: 'settings.v.hex' }, 'a device id is one byte')
  assert.equal(edit({ offset: 256 }), { offset: 'settings.v.offset' })
  assert.equal(edit({ offset: -1 }), { offset: 'settings.v.offset' })
  assert.equal(edit({ offset: NaN }), { offset: 'settings.v.offset' }, 'an emptied offset says the range, not "Invalid value"')
  assert.equal(edit({ device_id: '0x18', type_id: '0X31d' }), {}, 'ids as the console shows them (0x18) are hex too')
  assert.equal(edit({ device_id: '0x' }), { device_id: 'settings.v.hex' })
  assert.equal(edit({ device_id: '0x123' }), { device_id: 'settings.v.hex' })
  assert.equal(edit({ value_type: 8, factor: 28 }), { factor: 'settings.v.bytes' })
  assert.equal(edit({ value_type: 8, factor: 0 }), { factor: 'settings.v.bytes' })
  assert.equal(edit({ value_type: 8, factor: 27 }), {})
  assert.equal(edit({ ram: 1, value_type: 8, factor: 1 }), {}, 'a RAM variable has no byte count')
  assert.equal(edit({ name: '' }), { name: 'v.required' })
  assert.equal(edit({ name: 'bad-name' }), { name: 'settings.v.name' })
  assert.equal(edit({}, ['flowtemp']), { name: 'settings.v.nameUsed' })
})

test('custom entities as the device takes them: ids as numbers, never hex text (device-api §8.9)', () => {
  assert.equal(validate(CustomEntities, { entities: [entity(), entity({ id: 1, name: 'hc1_comfort', device_id: 0x10, type_id: 0x2b9 })] }), {})
  assert.ok(validate(CustomEntities, { entities: [{ ...entity(), device_id: '08' }] })['entities.0.device_id'])
  assert.ok(validate(CustomEntities, { entities: [entity(), entity({ id: 1 })] })['entities.1.name'])
})

test.run()
