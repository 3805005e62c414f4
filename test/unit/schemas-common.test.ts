import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { isHostname, isHostOrIp, isIp, isValidGpio } from '../../src/schemas/common'
import { SignIn } from '../../src/schemas/signin'
import { validate } from '../../src/schemas/validate'

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

test('GPIO validity per platform (spec section 5)', () => {
  const bad = (p: string, list: number[]) => list.forEach((g) => assert.not.ok(isValidGpio(g, p), `${p} ${g}`))
  const good = (p: string, list: number[]) => list.forEach((g) => assert.ok(isValidGpio(g, p), `${p} ${g}`))
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

test('sign-in fields are required, with the field name in the message', () => {
  assert.equal(validate(SignIn, { username: '', password: '' }), { username: 'v.required', password: 'v.required' })
  assert.equal(validate(SignIn, { username: 'admin', password: 'x' }), {})
})

test.run()
