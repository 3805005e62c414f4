// GET /api/<device>/<entity> of the emulator: one entity's description as each release's API answers it, and
// one attribute of it (/value) as plain text.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { testEmulator } from '../../e2e/emulator.ts'

const get = async (firmware: '3.6.5' | '3.7.2' | '3.8.0', url: string) => {
  const t = testEmulator({ firmware })
  const res = await t.req('GET', url)
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() }
}
const json = async (firmware: '3.6.5' | '3.7.2' | '3.8.0', url: string) => JSON.parse((await get(firmware, url)).text)

test('3.8.0: a tagged writable number with its circuit, range, unit and flags; no token needed', async () => {
  const a = await get('3.8.0', '/api/thermostat/hc1/seltemp')
  assert.equal([a.status, a.type], [200, 'application/json; charset=utf-8'])
  assert.equal(JSON.parse(a.text), {
    name: 'seltemp',
    fullname: 'hc1 selected room temperature',
    circuit: 'hc1',
    value: 21,
    type: 'number',
    min: 5,
    max: 30,
    uom: '°C',
    readable: true,
    writeable: true,
    visible: true,
  })
})

test('enums and switches: index, text and the options from 3.7.0; a switch has no unit', async () => {
  assert.equal(await json('3.8.0', '/api/thermostat/building'), {
    name: 'building',
    fullname: 'building type',
    index: 1,
    enum: ['light', 'medium', 'heavy'],
    value: 'medium',
    type: 'enum',
    readable: true,
    writeable: true,
    visible: true,
  })
  const off = await json('3.6.5', '/api/boiler/heatingoff')
  assert.equal([off.value, off.type, 'index' in off, 'bool' in off], ['off', 'boolean', false, false])
  const on = await json('3.8.0', '/api/boiler/heatingoff')
  assert.equal([on.value, on.bool, on.index, 'uom' in on], ['off', false, 0, false])
})

test('an entity without a value: "not set" until 3.6.5, no value after', async () => {
  assert.is((await json('3.6.5', '/api/thermostat/remotetemp')).value, 'not set')
  assert.is('value' in (await json('3.8.0', '/api/thermostat/remotetemp')), false)
})

test('an attribute alone as plain text; an unknown entity or device is said in the release’s words', async () => {
  const v = await get('3.8.0', '/api/thermostat/hc1/seltemp/max')
  assert.equal([v.status, v.type, v.text], [200, 'text/plain; charset=utf-8', '30'])
  assert.is((await get('3.8.0', '/api/thermostat/building/value')).text, 'medium')
  const none = await get('3.8.0', '/api/boiler/nothing')
  assert.equal([none.status, JSON.parse(none.text).message], [404, "no 'nothing' in boiler"])
  assert.equal((await get('3.6.5', '/api/boiler/nothing')).status, 400)
  assert.equal((await get('3.8.0', '/api/toaster/x')).status, 404)
})

test('units: the firmware words until 3.7.1, the Home Assistant ones from 3.7.2', async () => {
  assert.is((await json('3.6.5', '/api/boiler/pumpdelay')).uom, 'minutes')
  assert.is((await json('3.7.2', '/api/boiler/pumpdelay')).uom, 'min')
})

test.run()
