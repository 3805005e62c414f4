// Every device type has its icon: none falls back to the unknown device's
// question mark, a heat source looks like a boiler, and each icon is one the console draws.
import './_dom'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { type Device, typeOf36 } from '../../../src/schemas/dashboard'
import { DEVICE_ICONS, deviceIcon } from '../../../src/screens/dashboard/devices'
import { Icon } from '../../../src/ui/icons'

const of = (t: number) => deviceIcon({ t } as Device)

// (the numbers are 3.7.0's; the API reads 3.6.x's into them: typeOf36)
test('types 0-20 have their own icon; 21 (unknown) and anything newer the question mark', () => {
  assert.is(DEVICE_ICONS.length, 22)
  for (let t = 0; t <= 20; t++) assert.is.not(of(t), 'help', `type ${t}`)
  assert.equal([of(21), of(42)], ['help', 'help'])
})

test('the named ones: boiler flame, heat source a boiler too, thermostat, mixer, solar, heat pump, custom, water', () => {
  assert.equal([5, 17, 6, 7, 8, 9, 4, 19].map(of), ['flame', 'flame', 'thermo', 'valve', 'sun', 'fan', 'user', 'drop'])
})

test("3.6.x's numbers read as 3.7.0's: custom 17 -> 4, boiler 4 -> 5 ... heat source 16 -> 17, ventilation stays 18, unknown 19 -> 21", () => {
  assert.equal([17, 4, 5, 16, 18, 19, 0, 3].map(typeOf36), [4, 5, 6, 17, 18, 21, 0, 3])
})

test('each is drawn: a path the icon set has', () => {
  for (const name of DEVICE_ICONS) assert.ok((Icon({ name }) as any).props.children.props.d, name)
})

test.run()
