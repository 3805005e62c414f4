// The customization strings of device-api §6a, the 2000-byte limit, and the flag rules of docs/console.md §4.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import {
  type DeviceEntity,
  decodeEntity,
  encodeEntity,
  entityEdit,
  flagDisabled,
  isEditable,
  toggleFlag,
  tooLarge,
  widens,
} from '../../../src/schemas/customization.ts'
import { API, DEL, FAV, RO, WEB } from '../../../src/schemas/flags.ts'
import { validate } from '../../../src/schemas/validate.ts'

const de = (o: Partial<DeviceEntity>): DeviceEntity => ({ id: 'selflowtemp', n: 'selected flow temperature', m: 0, w: true, ...o })

test('encode: the worked example of device-api §6a, lowercase hex mask as the reference UI sends it', () => {
  assert.is(encodeEntity({ id: 'selflowtemp', m: FAV, cn: 'Flow setpoint', mi: 20, ma: 70 }), '08selflowtemp|Flow setpoint>20<70')
  assert.is(encodeEntity({ id: 'hc1/nighttemp', m: DEL }), '80hc1/nighttemp')
  assert.is(encodeEntity({ id: 'x', m: WEB | API | RO | FAV }), '0fx')
  assert.is(encodeEntity({ id: 'x', m: 0 }), '00x', 'clearing an entry')
})

test('encode: a range without a name, and a zero limit is kept (the reference UI dropped it)', () => {
  assert.is(encodeEntity({ id: 'hc2/seltemp', m: 0, mi: 17, ma: 24 }), '00hc2/seltemp|>17<24')
  assert.is(encodeEntity({ id: 't', m: 0, mi: 0, ma: 5 }), '00t|>0<5')
  assert.is(encodeEntity({ id: 't', m: 0, mi: -10 }), '00t|>-10')
})

test('decode is the inverse of encode', () => {
  const rows = [
    { id: 'selflowtemp', m: 8, cn: 'Flow setpoint', mi: 20, ma: 70 },
    { id: 'hc1/nighttemp', m: 128 },
    { id: 'wwc1/wwmode', m: 3, cn: 'dhw mode' },
    { id: 'hc2/seltemp', m: 0, mi: -5, ma: 24 },
    { id: 'curflowtemp', m: 1, ma: 0 },
  ]
  for (const r of rows) assert.equal(decodeEntity(encodeEntity(r)), r, JSON.stringify(r))
  assert.equal(decodeEntity('0Cabc'), { id: 'abc', m: 12 }, 'uppercase hex as the device writes it')
})

test('decode as the device reads it: integer limits; null when it is no entry', () => {
  assert.equal(decodeEntity('08selflowtemp|Flow setpoint>20<70'), { id: 'selflowtemp', m: 8, cn: 'Flow setpoint', mi: 20, ma: 70 })
  assert.equal(decodeEntity('0chc1/seltemp'), { id: 'hc1/seltemp', m: 12 })
  assert.equal(decodeEntity('00hc2/seltemp|>17<24'), { id: 'hc2/seltemp', m: 0, mi: 17, ma: 24 })
  assert.equal(decodeEntity('00x|<-5'), { id: 'x', m: 0, ma: -5 })
  assert.is(decodeEntity('zz'), null)
})

test('2000-byte limit: counted in UTF-8 bytes of the JSON list, as the device buffer is', () => {
  const entry = (i: number) => encodeEntity({ id: `entity${String(i).padStart(3, '0')}`, m: FAV, cn: 'x'.repeat(20) }) // 34 chars + quotes + comma
  const list = (n: number) => Array.from({ length: n }, (_, i) => entry(i))
  const bytes = (l: string[]) => new TextEncoder().encode(JSON.stringify(l)).length
  let n = 1
  while (bytes(list(n + 1)) <= 2000) n++
  assert.is(tooLarge(list(n)), false, `${bytes(list(n))} bytes`)
  assert.is(tooLarge(list(n + 1)), true, `${bytes(list(n + 1))} bytes`)
  // Multi-byte characters count as bytes, not characters.
  const umlauts = ['08t|' + 'ä'.repeat(998)] // 4 + 1996 bytes + 2 quotes + 2 brackets = 2004
  assert.ok(JSON.stringify(umlauts).length < 2000 && tooLarge(umlauts))
})

test('flag rules: favourite is disabled when removed, web-excluded or nameless', () => {
  assert.is(flagDisabled(de({}), FAV), false)
  assert.is(flagDisabled(de({ m: WEB }), FAV), true)
  assert.is(flagDisabled(de({ m: DEL }), FAV), true)
  assert.is(flagDisabled(de({ n: undefined, m: DEL, w: false }), FAV), true)
})

test('flag rules: read-only is disabled for an entity that cannot be written', () => {
  assert.is(flagDisabled(de({ w: true }), RO), false)
  assert.is(flagDisabled(de({ w: false }), RO), true)
  assert.is(flagDisabled(de({ w: false }), API), false)
  assert.is(flagDisabled(de({ w: false }), DEL), false, 'a removed entity can be brought back')
})

test('flag rules as the firmware page has them: API/MQTT and web locked on removed rows, API/MQTT on unnamed ones; read-only by release', () => {
  assert.is(flagDisabled(de({ m: DEL }), API), true)
  assert.is(flagDisabled(de({ m: DEL }), WEB), true)
  assert.is(flagDisabled(de({ n: '' }), API), true)
  assert.is(flagDisabled(de({ n: undefined }), WEB), true)
  assert.is(flagDisabled(de({ m: API }), WEB), false)
  // 3.8.0: not on a favourite or a web-hidden entity; before: not when both exclusions are set, or removed
  assert.equal(
    [FAV, WEB, API | WEB, DEL].map((m) => flagDisabled(de({ w: true, m }), RO, true)),
    [true, true, true, false],
  )
  assert.equal(
    [FAV, WEB, API | WEB, DEL].map((m) => flagDisabled(de({ w: true, m }), RO)),
    [false, false, true, true],
  )
})

test('flag rules: web-exclude clears favourite; read-only on a nameless entity also hides it', () => {
  assert.is(toggleFlag(de({ m: FAV }), WEB), WEB, 'favourite dropped')
  assert.is(toggleFlag(de({ m: FAV }), FAV), 0)
  assert.is(toggleFlag(de({ m: 0 }), RO), RO)
  assert.is(toggleFlag(de({ n: '', m: 0 }), RO), RO | WEB)
  assert.is(toggleFlag(de({ n: '', m: FAV }), RO), RO | WEB, 'and the favourite goes with it')
  const { n: _, ...nameless } = de({ m: 0 }) // device-api §6b: `n` is absent when there is no name
  assert.is(toggleFlag(nameless, RO), RO | WEB, 'no name at all counts as an empty default name')
  assert.is(toggleFlag({ ...nameless, m: FAV }, RO), RO | WEB)
  assert.is(toggleFlag(de({ m: RO | WEB }), RO), WEB, 'switching read-only off leaves the rest')
})

test('commands (a leading !) and rows without a name cannot be edited', () => {
  assert.ok(isEditable(de({})))
  assert.not.ok(isEditable(de({ n: '!reset', id: 'reset' })))
  assert.not.ok(isEditable(de({ n: undefined, m: DEL, w: false })))
})

const EntityEdit = entityEdit({ mi: 20, ma: 70 })

test('edit dialog: min above max is told on the bound that moved past the other; a name cannot hold | < >', () => {
  assert.equal(validate(EntityEdit, { cn: 'Flow', mi: 80, ma: 70 }), { mi: 'settings.v.lo' }, 'min moved')
  assert.equal(validate(EntityEdit, { cn: 'Flow', mi: 20, ma: 10 }), { ma: 'settings.v.hi' }, 'max moved')
  assert.equal(validate(EntityEdit, { cn: 'Flow', mi: 80, ma: 20 }), { ma: 'settings.v.hi' }, 'both moved: the max')
  assert.equal(validate(EntityEdit, { cn: 'Flow', mi: 20, ma: 20 }), {})
  assert.equal(validate(EntityEdit, { cn: '' }), {})
  assert.equal(validate(EntityEdit, { cn: 'a>b' }), { cn: 'c.v.invalid' })
})

test("edit dialog: a limit may be a fraction (rounded to a whole number on Update) or empty (the device's own)", () => {
  assert.equal(validate(EntityEdit, { cn: '', mi: 20.5, ma: 70 }), {})
  assert.equal(validate(EntityEdit, { cn: '', mi: -10, ma: NaN }), {})
})

test("a range beyond the device's own, at either end, is asked about; a narrower one is not", () => {
  const own = { mi: 5, ma: 30 }
  assert.ok(widens({ mi: -100, ma: 30 }, own))
  assert.ok(widens({ mi: 5, ma: 1000 }, own))
  assert.not.ok(widens({ mi: 10, ma: 25 }, own))
  assert.not.ok(widens({ mi: 10, ma: 25 }, {}), 'no range of its own known')
})

test.run()
