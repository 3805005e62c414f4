// Every device type of the spec's list has its icon (issue 18): none falls back to the unknown device's
// question mark, a heat source looks like a boiler, and each icon is one the console draws.
import './_dom'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Device } from '../../src/schemas/dashboard'
import { DEVICE_ICONS, deviceIcon } from '../../src/screens/dashboard/devices'
import { Icon } from '../../src/ui/icons'

const of = (t: number) => deviceIcon({ t } as Device)

test('types 0-18 have their own icon; 19 (unknown) and anything newer the question mark', () => {
  assert.is(DEVICE_ICONS.length, 20)
  for (let t = 0; t <= 18; t++) assert.is.not(of(t), 'help', `type ${t}`)
  assert.equal([of(19), of(42)], ['help', 'help'])
})

test("the spec's named ones: boiler flame, heat source a boiler too, thermostat, mixer, solar, heat pump, custom", () => {
  assert.equal([4, 16, 5, 6, 7, 8, 17].map(of), ['flame', 'flame', 'thermo', 'valve', 'sun', 'fan', 'user'])
})

test('each is drawn: a path the icon set has', () => {
  for (const name of DEVICE_ICONS) assert.ok((Icon({ name }) as any).props.children.props.d, name)
})

test.run()
