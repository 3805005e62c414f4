import { test } from 'uvu'
import * as assert from 'uvu/assert'
import * as z from 'zod/mini'
import {
  conditional,
  hostname,
  hostOrIp,
  intField,
  intRange,
  ipRequired,
  isHostname,
  isHostOrIp,
  isIp,
  issue,
  isValidGpio,
  latentErrors,
  onlyWhen,
} from '../../../src/schemas/common'
import { SignIn } from '../../../src/schemas/signin'
import { validate } from '../../../src/schemas/validate'

test('IP addresses', () => {
  for (const ok of ['0.0.0.0', '192.168.1.1', '255.255.255.255', '10.0.0.254']) assert.ok(isIp(ok), ok)
  for (const bad of ['256.1.1.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', 'a.b.c.d', '', ' 1.2.3.4']) assert.not.ok(isIp(bad), bad)
})

test('hostnames: labels of letters, digits and hyphens, 200 characters at most', () => {
  for (const ok of ['ems-esp', 'a', 'mqtt.local', 'broker-1.home.arpa']) assert.ok(isHostname(ok), ok)
  for (const bad of ['', '-ems', 'ems-', 'a..b', 'under_score', 'sp ace', 'x'.repeat(201)]) assert.not.ok(isHostname(bad), bad)
  assert.ok(isHostOrIp('192.168.1.10'))
  assert.not.ok(isHostOrIp('bad host'))
})

test('the shared rules: hostname, host or IP, required IP, whole-number ranges', () => {
  const msg = (schema: z.ZodMiniType, v: unknown) => validate(schema, v)[''] ?? null
  assert.equal(
    ['', 'ems_esp', 'ems-esp'].map((v) => msg(hostname, v)),
    ['c.v.required', 'c.v.hostname', null],
  )
  assert.equal(
    ['', 'bad host', 'broker.lan', '10.0.0.1'].map((v) => msg(hostOrIp, v)),
    ['c.v.required', 'c.v.hostOrIp', null, null],
  )
  assert.equal(
    [undefined, '', '10.0.0', '10.0.0.1'].map((v) => msg(ipRequired, v)),
    ['c.v.required', 'c.v.required', 'c.v.ip', null],
  )
  assert.equal(
    [NaN, null, 0, 1.5, 5, 2].map((v) => msg(intField(1, 4, 'm'), v)),
    ['m', 'm', 'm', 'm', 'm', null],
  )
  assert.equal(
    [0, 1.5, 5, 2].map((v) => msg(intRange(1, 4, 'm'), v)),
    ['m', 'm', 'm', null],
  )
  assert.not.equal(msg(intRange(1, 4, 'm'), NaN), 'm', 'intRange leaves an emptied field to the generic message')
})

test('object-level checks: onlyWhen (even after a type error elsewhere) and issue() report the same way', () => {
  const S = z.object({ on: z.boolean(), n: z.number({ error: 'c.v.invalid' }), ip: z.string() })
  const When = S.check(onlyWhen<z.infer<typeof S>>(false, (d) => d.on, { ip: ipRequired }))
  assert.equal(validate(When, { on: true, n: NaN, ip: '' }), { n: 'c.v.invalid', ip: 'c.v.required' })
  assert.equal(validate(When, { on: false, n: 1, ip: '' }), {})
  const Issue = S.check((ctx) => void (ctx.value.on && !ctx.value.ip && issue(ctx, 'ip', 'c.v.required', ctx.value.ip)))
  assert.equal(validate(Issue, { on: true, n: 1, ip: '' }), { ip: 'c.v.required' })
  // Nested, both report under the parent's path.
  assert.equal(validate(z.object({ a: When }), { a: { on: true, n: 1, ip: 'x' } }), { 'a.ip': 'c.v.ip' })
})

test('conditional: the form checks as the conditions say; latentErrors as if every one held', () => {
  const S = z.object({ on: z.boolean(), ip: z.string() })
  const C = conditional((strict) => S.check(onlyWhen<z.infer<typeof S>>(strict, (d) => d.on, { ip: ipRequired })))
  assert.equal(validate(C, { on: false, ip: '' }), {})
  assert.equal(latentErrors(C, { on: false, ip: '' }), { ip: 'c.v.required' })
  assert.equal(validate(C, { on: false, ip: '' }), {}, 'the strict check leaves nothing behind')
  assert.equal(latentErrors(S, { on: false, ip: '' }), {}, 'a schema without conditional rules: its own errors')
})

test('GPIO validity per platform (docs/console.md §5)', () => {
  const bad = (p: string, list: number[]) => {
    for (const g of list) assert.not.ok(isValidGpio(g, p), `${p} ${g}`)
  }
  const good = (p: string, list: number[]) => {
    for (const g of list) assert.ok(isValidGpio(g, p), `${p} ${g}`)
  }
  bad('ESP32', [-1, 1, 6, 11, 20, 24, 28, 31, 41])
  good('ESP32', [0, 2, 4, 5, 12, 21, 23, 25, 27, 32, 40])
  bad('ESP32-C3', [-1, 11, 19, 22])
  good('ESP32-C3', [0, 10, 20, 21])
  bad('ESP32-S2', [19, 20, 22, 32, 41])
  good('ESP32-S2', [0, 18, 21, 33, 40])
  bad('ESP32-S3', [19, 20, 22, 37, 39, 42, 49])
  good('ESP32-S3', [0, 18, 21, 38, 43, 48])
  assert.not.ok(isValidGpio(2.5, 'ESP32'))
})

test('GPIO per chip: 3.7.0 on spell the chips without the dash ("ESP32S3"), with the same rules as validators.ts of 3.7.x', () => {
  for (const [chip, bad, good] of [
    ['ESP32C3', [11, 19, 22], [0, 10, 20, 21]],
    ['ESP32S2', [19, 20, 22, 32, 41], [0, 18, 21, 33, 40]],
    ['ESP32S3', [19, 20, 22, 26, 37, 39, 42, 49], [0, 18, 21, 38, 43, 45, 48]],
  ] as const) {
    for (const g of bad) assert.not.ok(isValidGpio(g, chip), `${chip} ${g}`)
    for (const g of good) assert.ok(isValidGpio(g, chip), `${chip} ${g}`)
  }
})

test('sign-in fields are required, with the field name in the message', () => {
  assert.equal(validate(SignIn, { username: '', password: '' }), { username: 'c.v.required', password: 'c.v.required' })
  assert.equal(validate(SignIn, { username: 'admin', password: 'x' }), {})
})

test.run()
