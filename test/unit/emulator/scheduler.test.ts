// The emulator's scheduler and custom-entity device per release, as the firmware's handlers answer
// (WebSchedulerService.cpp, WebCustomEntityService.cpp at each tag): the kinds, the numbering, what an
// immediate item reads back, the length rules, and which custom entities deviceData lists.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { eachRelease, FROM_365, isAtLeast, json, MSGPACK_TYPE, typed } from './_releases.ts'

type Item = { id: number; flags: number; active: boolean; time: string; name: string; cmd: string }
const item = { id: 1, active: true, flags: 2, time: '06:00', cmd: 'boiler/dhw/onetime', value: 'on', name: 'a' }

test('schedule: the demo has one item of each kind from 3.7.0, only days and a timer before; ids from 1 from 3.7.0, from 0 before', async () => {
  await eachRelease(FROM_365, async (t, r) => {
    const { schedule } = (await json(t, '/rest/schedule', await t.signIn('admin'))) as { schedule: Item[] }
    const kinds = [...new Set(schedule.map((s) => (s.flags < 128 ? 0 : s.flags)))]
    assert.equal(kinds, isAtLeast(r, '3.7.0') ? [0, 128, 129, 130, 132] : [0, 128], r)
    assert.equal(
      schedule.map((s) => s.id),
      schedule.map((_, i) => i + (isAtLeast(r, '3.7.0') ? 1 : 0)),
      r,
    )
  })
})

test('schedule: an immediate item saved active reads back off and without time from 3.7.0; 3.6.5 keeps flags 132 as sent', async () => {
  await eachRelease(['3.6.5', '3.7.0', '3.8.0'], async (t, r) => {
    const token = await t.signIn('admin')
    const now = { ...item, flags: 132, time: '12:00', name: '' }
    const res = await t.req('POST', '/rest/schedule', { token, json: { schedule: [now] } })
    assert.is(res.status, 200, r)
    const [back] = ((await res.json()) as { schedule: Item[] }).schedule
    assert.equal([back.flags, back.active, back.time], isAtLeast(r, '3.7.0') ? [132, false, ''] : [132, true, '12:00'], r)
  })
})

test('schedule: names of 19 without "." and commands of 300 from 3.7.0; 15 with "." and 64 before (400 beyond)', async () => {
  await eachRelease(['3.6.5', '3.7.0'], async (t, r) => {
    const token = await t.signIn('admin')
    const status = async (o: object) => (await t.req('POST', '/rest/schedule', { token, json: { schedule: [{ ...item, ...o }] } })).status
    const long = isAtLeast(r, '3.7.0')
    assert.is(await status({ name: 'x'.repeat(19) }), long ? 200 : 400, r)
    assert.is(await status({ name: 'x'.repeat(20) }), 400, r)
    assert.is(await status({ name: 'a.b' }), long ? 400 : 200, r)
    assert.is(await status({ cmd: 'x'.repeat(300) }), long ? 200 : 400, r)
    assert.is(await status({ cmd: 'x'.repeat(301) }), 400, r)
    assert.is(await status({ flags: 129, time: '' }), 400, `${r}: an on-change item needs its entity`)
  })
})

test('deviceData 99: a telegram value not read is left out unless writeable; a BOOL never read shows on; a save reads afresh', async () => {
  await eachRelease(['3.6.5', '3.7.2', '3.8.0'], async (t, r) => {
    const token = await t.signIn('admin')
    const path = (await t.req('GET', '/rest/customEntities', { token })).ok ? '/rest/customEntities' : '/rest/customentities'
    const { entities } = await json(t, path, token)
    const bool = { ...entities[0], id: 9, name: 'flag', value_type: 0, factor: 0x40, writeable: false }
    await t.req('POST', path, { token, json: { entities: [...entities, bool] } })
    const rows = (await typed(t, '/rest/deviceData?id=99', token, MSGPACK_TYPE[r]))[isAtLeast(r, '3.7.0') ? 'nodes' : 'data'] as { id: string; v?: unknown }[]
    const ids = rows.map((x) => x.id)
    assert.not.ok(ids.includes('00flowtemp'), `${r}: not writeable and no reading since the save`)
    assert.ok(ids.includes('00hc1_comfort'), `${r}: writeable, listed without a value`)
    assert.is(rows.find((x) => x.id === '00hc1_comfort')?.v, undefined, r)
    assert.is(rows.find((x) => x.id === '00flag')?.v, 'on', r)
  })
})

test('custom entities: a RAM variable keeps its unit from 3.7.2 (none before); a BOOL keeps its bit mask in factor', async () => {
  await eachRelease(['3.7.1', '3.7.2'], async (t, r) => {
    const token = await t.signIn('admin')
    const ram = { id: 0, ram: 1, name: 'setback', device_id: 0, type_id: 0, offset: 0, factor: 1, uom: 1, value_type: 9, writeable: true, value: '2' }
    const bool = { id: 1, ram: 0, name: 'pump', device_id: 8, type_id: 0x18, offset: 3, factor: 0x80, uom: 0, value_type: 0, writeable: true }
    const res = await t.req('POST', '/rest/customEntities', { token, json: { entities: [ram, bool] } })
    const [a, b] = ((await res.json()) as { entities: { uom: number; factor: number }[] }).entities
    assert.is(a.uom, isAtLeast(r, '3.7.2') ? 1 : 0, r)
    assert.is(b.factor, 0x80, r)
  })
})

test.run()
