// Custom entity value types per release: 3.7.0 put UINT32 at 7 and moved ENUM, RAW (text) and CMD up by one, so
// a RAW entity is 8 on 3.6.x and 9 from 3.7.0 (sending 8 there would define an ENUM).
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { CustomEntities, customEntitiesOf, customEntityAmong, typeNames, valueTypes } from '../../../src/schemas/custom-entities'
import { factsOf } from '../../../src/schemas/releases'

test('the dialog offers the number types and RAW at the release’s numbers', () => {
  const raw36 = factsOf('3.6.5').rawType
  const raw37 = factsOf('3.7.0').rawType
  assert.equal([raw36, raw37], [8, 9])
  assert.equal(valueTypes(raw36), [
    [0, 'BOOL'],
    [1, 'INT'],
    [2, 'UINT'],
    [3, 'SHORT'],
    [4, 'USHORT'],
    [5, 'ULONG'],
    [6, 'TIME'],
    [8, 'RAW'],
  ])
  assert.equal(valueTypes(raw37).slice(-3), [
    [6, 'TIME'],
    [7, 'UINT32'],
    [9, 'RAW'],
  ])
  assert.equal([typeNames(raw36)[7], typeNames(raw37)[8], typeNames(raw37)[10]], ['ENUM', 'ENUM', 'CMD'])
})

test('RAW reads 1-27 bytes under either number before 3.7.2, 1-255 from it', () => {
  const e = { id: 0, name: 'x', device_id: 8, type_id: 0x2b9, offset: 0, factor: 40, uom: 0, writeable: false }
  const old = customEntitiesOf(factsOf('3.7.1'))
  for (const value_type of [8, 9]) assert.not.ok(old.safeParse({ entities: [{ ...e, value_type }] }).success, String(value_type))
  assert.ok(old.safeParse({ entities: [{ ...e, value_type: 7, factor: 0.5 }] }).success)
  const now = customEntitiesOf(factsOf('3.7.2'))
  assert.ok(now.safeParse({ entities: [{ ...e, value_type: 9, factor: 255 }] }).success)
  assert.not.ok(now.safeParse({ entities: [{ ...e, value_type: 9, factor: 256 }] }).success)
  assert.ok(CustomEntities.safeParse({ entities: [{ ...e, value_type: 9, factor: 255 }] }).success, 'a list is read by the newest rules')
})

test("the dialog's factor keeps the field's step (a thousandth), but a factor the device already holds is kept", () => {
  const e = { id: 0, name: 'x', device_id: '08', type_id: '2B9', mask: '', offset: 0, uom: 0, writeable: false, value_type: 1 }
  const factor = (f: number, was?: number) => {
    const r = customEntityAmong([], factsOf('3.8.0'), was).safeParse({ ...e, factor: f })
    return r.success ? 'ok' : r.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join()
  }
  assert.equal([factor(0.5), factor(0.001), factor(10), factor(0.0005), factor(50.0505)], ['ok', 'ok', 'ok', 'factor c.v.step', 'factor c.v.step'])
  assert.is(factor(0.0005, 0.0005), 'ok', 'as it was')
  assert.is(customEntityAmong([], factsOf('3.8.0')).safeParse({ ...e, value_type: 0, mask: '01', factor: 0.0005 }).success, true, 'a BOOL has no factor field')
})

test.run()
