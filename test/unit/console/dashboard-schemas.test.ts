// The checks of the dashboard's writes (docs/console.md §5), which the edit dialogs and the emulator share.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { onStep } from '../../../src/schemas/common'
import { AnalogType, type AnalogWrite, analogSchema, TemperatureWrite, temperatureSchema } from '../../../src/schemas/dashboard'
import { valueSchema } from '../../../src/schemas/device-value'
import { validate } from '../../../src/schemas/validate'

test('value of a number entity: required, within min and max', () => {
  const s = valueSchema({ id: '00hc1 selected room temperature', v: 21, u: 1, c: 'hc1/seltemp', m: 5, x: 30, s: '0.5' })
  assert.equal(validate(s, { v: 22.5 }), {})
  assert.equal(validate(s, { v: 5 }), {})
  assert.equal(validate(s, { v: 30 }), {})
  assert.equal(validate(s, { v: 31 }), { v: 'c.v.range' })
  assert.equal(validate(s, { v: 4.5 }), { v: 'c.v.range' })
  assert.equal(validate(s, { v: NaN }), { v: 'c.v.required' })
  assert.equal(validate(s, { v: '22' }), { v: 'c.v.required' }, 'numbers are sent as numbers')
})

test('a number without a range only has to be a number on its step', () => {
  const s = valueSchema({ id: '00flowtemp', v: 41.4, u: 1, c: 'flowtemp', s: '0.1' })
  assert.equal(validate(s, { v: -400 }), {})
  assert.equal(validate(s, { v: 50.3 }), {}, '0.1 steps: 50.3 is 503 of them, float noise aside')
  assert.equal(validate(s, { v: 50.05 }), { v: 'c.v.step' })
})

test('a number off its step is refused; its step counts from the minimum, as a float32 step arrives', () => {
  const half = valueSchema({ id: '00hc1 selected room temperature', v: 21, u: 1, c: 'hc1/seltemp', m: 5, x: 30, s: '0.5' })
  assert.equal(validate(half, { v: 22.3 }), { v: 'c.v.step' })
  assert.equal(validate(half, { v: 0.15 + 22 }), { v: 'c.v.step' })
  const odd = valueSchema({ id: '00x', v: 3, u: 0, c: 'x', m: 1, x: 9, s: 2 })
  assert.equal(validate(odd, { v: 5 }), {})
  assert.equal(validate(odd, { v: 4 }), { v: 'c.v.step' })
  const fine = valueSchema({ id: '00y', v: 0, u: 0, c: 'y', s: 0.0010000000474974513 })
  assert.equal(validate(fine, { v: 0.002 }), {})
  assert.equal(validate(fine, { v: 0.0005 }), { v: 'c.v.step' })
})

test('onStep gives the two nearest values on the step, or the value twice', () => {
  assert.equal(onStep(22.3, 5, 0.5), [22, 22.5])
  assert.equal(onStep(50.05, 0, 0.1), [50, 50.1])
  assert.equal(onStep(22.5, 5, 0.5), [22.5, 22.5])
})

test('value of an enum or bool: one of its options', () => {
  const s = valueSchema({ id: '00hc1 mode', v: 'auto', u: 0, c: 'hc1/mode', l: ['manual', 'auto'] })
  assert.equal(validate(s, { v: 'manual' }), {})
  assert.equal(validate(s, { v: 'night' }), { v: 'c.v.invalid' })
  assert.equal(validate(s, { v: 1 }), { v: 'c.v.invalid' })
})

test('value of a text entity or command: required', () => {
  const s = valueSchema({ id: '00date/time', v: '04.01.2025 14:25', u: 0, c: 'datetime', h: 'dd.mm.yyyy' })
  assert.equal(validate(s, { v: '05.01.2025 10:00' }), {})
  assert.equal(validate(s, { v: '' }), { v: 'c.v.required' })
})

test('temperature sensor: name required, offset -5..5', () => {
  const ok = { id: '28-233D-9497-0C03', name: 'living room', offset: 0.5 }
  assert.equal(validate(TemperatureWrite, ok), {})
  assert.equal(validate(TemperatureWrite, { ...ok, name: '' }), { name: 'c.v.required' })
  assert.equal(validate(TemperatureWrite, { ...ok, offset: 5.1 }), { offset: 'c.v.range' })
  assert.equal(validate(TemperatureWrite, { ...ok, offset: -5 }), {})
})

test('sensor fields take only their step: a tenth for offsets, duty and pulse length, a thousandth for counters and factors', () => {
  const ok = { id: '28-233D-9497-0C03', name: 'living room', offset: -4.9 }
  assert.equal(validate(TemperatureWrite, ok), {})
  assert.equal(validate(TemperatureWrite, { ...ok, offset: 0.15 }), { offset: 'c.v.step' })
  const s = analogSchema('ESP32', undefined, { max: AnalogType.CNT_2 })
  assert.equal(validate(s, sensor({ type: AnalogType.NTC, offset: 0.15, uom: 1 })), { offset: 'c.v.step' })
  assert.equal(validate(s, sensor({ type: AnalogType.NTC, offset: -1.3, uom: 1 })), {})
  assert.equal(validate(s, sensor({ type: AnalogType.COUNTER, offset: 0.0005 })), { offset: 'c.v.step' })
  assert.equal(validate(s, sensor({ type: 17, offset: 12.345, factor: 0.001 })), {})
  assert.equal(validate(s, sensor({ type: AnalogType.ADC, factor: 0.0005 })), { factor: 'c.v.step' })
  assert.equal(validate(s, sensor({ type: 8, offset: 50.05, factor: 100 })), { offset: 'c.v.step' })
  assert.equal(validate(s, sensor({ type: AnalogType.PULSE, offset: 1, factor: 2.25 })), { factor: 'c.v.step' })
  const read = analogSchema('ESP32', undefined, { max: AnalogType.CNT_2, was: { offset: 0, factor: 0.00122 } })
  assert.equal(validate(read, sensor({ factor: 0.00122 })), {}, 'a factor as the device holds it is sent back')
})

const sensor = (o: Partial<AnalogWrite> = {}): AnalogWrite => ({ id: 6, gpio: 21, name: 'tank', offset: 0, factor: 1, uom: 0, type: 3, deleted: false, ...o })

test('analog sensor GPIO: required, valid for the platform, free when adding', () => {
  const esp32 = analogSchema('ESP32', [36, 39])
  assert.equal(validate(esp32, sensor()), {})
  assert.equal(validate(esp32, sensor({ gpio: NaN })), { gpio: 'c.v.required' })
  for (const g of [1, 6, 11, 20, 24, 28, 31, 41, -1]) assert.equal(validate(esp32, sensor({ gpio: g })), { gpio: 'c.v.gpio' }, `ESP32 GPIO ${g}`)
  assert.equal(validate(esp32, sensor({ gpio: 36 })), { gpio: 'dashboard.v.gpioUsed' })
  assert.equal(validate(analogSchema('ESP32'), sensor({ gpio: 36 })), {}, 'editing: the sensor keeps its own GPIO')
  assert.equal(validate(analogSchema('ESP32-C3'), sensor({ gpio: 21 })), {})
  assert.equal(validate(analogSchema('ESP32-C3'), sensor({ gpio: 22 })), { gpio: 'c.v.gpio' })
  assert.equal(validate(analogSchema('ESP32-S3'), sensor({ gpio: 38 })), {})
  assert.equal(validate(analogSchema('ESP32-S3'), sensor({ gpio: 40 })), { gpio: 'c.v.gpio' })
  assert.equal(validate(analogSchema('ESP32-S2'), sensor({ gpio: 25 })), { gpio: 'c.v.gpio' })
})

test('analog sensor: name required; the type decides what offset and factor may be', () => {
  const s = analogSchema('ESP32')
  assert.equal(validate(s, sensor({ name: '' })), { name: 'c.v.required' })
  // ADC offset in mV
  assert.equal(validate(s, sensor({ offset: 3300 })), {})
  assert.equal(validate(s, sensor({ offset: 3301 })), { offset: 'c.v.range' })
  // counters take any start value and factor
  assert.equal(validate(s, sensor({ type: 2, offset: 12345.678, factor: 0.001 })), {})
  // digital out: 0-255 on the DAC pins, else off/on, polarity ±1 and start state 0-2
  assert.equal(validate(s, sensor({ type: 6, gpio: 25, offset: 255 })), {})
  assert.equal(validate(s, sensor({ type: 6, gpio: 25, offset: 256 })), { offset: 'c.v.range' })
  assert.equal(validate(s, sensor({ type: 6, gpio: 33, offset: 1, factor: -1, uom: 2 })), {})
  assert.equal(validate(s, sensor({ type: 6, gpio: 33, offset: 2, factor: 0.5, uom: 3 })), {
    offset: 'c.v.range',
    factor: 'c.v.range',
    uom: 'c.v.range',
  })
  // PWM: frequency 1-5000 Hz, duty 0-100 %
  assert.equal(validate(s, sensor({ type: 8, factor: 5000, offset: 100 })), {})
  assert.equal(validate(s, sensor({ type: 9, factor: 0, offset: 100.1 })), { factor: 'c.v.range', offset: 'c.v.range' })
})

test.run()

test('sensor names from 3.7.0: at most 19 letters, digits or _, unique whatever the case; a temperature sensor may have none', () => {
  const strict = { strict: true, others: ['boiler_room', 'Cellar'] }
  const temp = temperatureSchema(strict)
  const ok = { id: '28_233D_9497_0C03', offset: 0 }
  assert.equal(validate(temp, { ...ok, name: '' }), {})
  assert.equal(validate(temp, { ...ok, name: 'living_room_2' }), {})
  for (const name of ['living room', 'a.b', 'x'.repeat(20), 'zähler']) assert.equal(validate(temp, { ...ok, name }), { name: 'dashboard.v.name' }, name)
  assert.equal(validate(temp, { ...ok, name: 'cellar' }), { name: 'c.v.nameUsed' })
  const analog = analogSchema('ESP32', undefined, strict)
  assert.equal(validate(analog, sensor({ name: 'x'.repeat(19) })), {})
  assert.equal(validate(analog, sensor({ name: '' })), { name: 'c.v.required' })
  assert.equal(validate(analog, sensor({ name: 'BOILER_ROOM' })), { name: 'c.v.nameUsed' })
  // until 3.6.5 any text, required
  assert.equal(validate(analogSchema('ESP32'), sensor({ name: 'oil tank (north)' })), {})
  assert.equal(validate(TemperatureWrite, { ...ok, name: 'living room' }), {})
})

test("analog types: up to the release's newest; a sensor's own unknown type is kept; 3.8.0's types with their fields", () => {
  assert.equal(validate(analogSchema('ESP32'), sensor({ type: 10 })), { type: 'Invalid input' })
  assert.equal(validate(analogSchema('ESP32', undefined, { keep: 25 }), sensor({ type: 25 })), {}, 'as read')
  const s = analogSchema('ESP32', undefined, { max: 18 })
  assert.equal(validate(s, sensor({ type: 19 })), { type: 'Invalid input' })
  // NTC: offset -20..20 °C
  assert.equal(validate(s, sensor({ type: 10, offset: -20 })), {})
  assert.equal(validate(s, sensor({ type: 10, offset: 20.5 })), { offset: 'c.v.range' })
  // RGB: RRGGBB as a whole number
  assert.equal(validate(s, sensor({ type: 11, offset: 990099 })), {})
  assert.equal(validate(s, sensor({ type: 11, offset: 1.5 })), { offset: 'c.v.range' })
  // pulse: polarity 0/1 in o, 0-10000 s in f
  assert.equal(validate(s, sensor({ type: 12, offset: 1, factor: 2.5 })), {})
  assert.equal(validate(s, sensor({ type: 12, offset: 2, factor: 10001 })), { offset: 'c.v.range', factor: 'c.v.range' })
  // frequency and fast counters: any factor and start value
  assert.equal(validate(s, sensor({ type: 13, factor: 0.1, uom: 4 })), {})
  assert.equal(validate(s, sensor({ type: 18, offset: 123.456, factor: 0.01 })), {})
})

test('is_system is kept on a write', () => {
  assert.equal(analogSchema('ESP32').parse(sensor({ is_system: true })).is_system, true)
  assert.equal(TemperatureWrite.parse({ id: 'x', name: 'n', offset: 0, is_system: false }).is_system, false)
})
