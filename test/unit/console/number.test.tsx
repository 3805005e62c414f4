// Numbers as people type them in the console's language: 21,5 in German, Polish or Turkish, or 21.5 in any
// language; what cannot be read is said, never dropped or guessed. The number field pre-fills in the
// language's format, shows a keypad, and names the range when a value is out of it.
import './_dom'
import { render } from 'preact'
import { act } from 'preact/test-utils'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { pickLanguage, setLanguage } from '../../../src/i18n'
import { TemperatureWrite } from '../../../src/schemas/dashboard'
import { MqttSettings } from '../../../src/schemas/mqtt'
import { Field } from '../../../src/ui/fields'
import type { Validator } from '../../../src/ui/form'
import { type Form, useForm } from '../../../src/ui/form'
import { toNumber, toText } from '../../../src/ui/number'
import { typeInto } from './_helpers'

const inLang = async (lang: string, f: () => void | Promise<void>) => {
  setLanguage(lang)
  try {
    await f()
  } finally {
    setLanguage('en')
    localStorage.removeItem('lang')
  }
}

test('the language decimal mark and the dot are both read; the mark of another language is not', () =>
  inLang('de', () => {
    assert.is(toNumber('21,5'), 21.5)
    assert.is(toNumber('21.5'), 21.5)
    assert.is(toNumber(' -0,25 '), -0.25)
    assert.is(toNumber('−3,5'), -3.5, 'the minus sign some keyboards type')
    assert.is(toNumber('21,'), 21, 'half typed')
    assert.is(toNumber(',5'), 0.5)
    assert.is(toNumber('22'), 22)
  }))

test('in English a comma is no decimal mark: 21,5 is refused, not read as 215', () => {
  assert.ok(Number.isNaN(toNumber('21,5')))
  assert.is(toNumber('21.5'), 21.5)
})

test('what is not one number is NaN: grouping, two marks, letters, nothing', () =>
  inLang('pl', () => {
    for (const s of ['1.234,5', '1,2,3', '1.2.3', '21x', '1 000', 'abc', '', ' ', '-', ',', '1e3', '0x10']) assert.ok(Number.isNaN(toNumber(s)), s)
  }))

test('numbers are written with the language mark and no grouping', async () => {
  for (const lang of ['de', 'fr', 'it', 'nl', 'no', 'pl', 'sk', 'sv', 'tr']) await inLang(lang, () => assert.is(toText(22.5), '22,5', lang))
  assert.is(toText(22.5), '22.5')
  assert.is(toText(12345.5), '12345.5')
  assert.is(toText(NaN), '')
  assert.is(toText(undefined), '')
})

test('the language: the stored one, else the browser first one of ours, else English', () => {
  assert.is(pickLanguage([null, 'de-DE', 'en']), 'de')
  assert.is(pickLanguage(['fr', 'de-DE']), 'fr', 'the stored choice wins')
  assert.is(pickLanguage([null, 'nb-NO']), 'no')
  assert.is(pickLanguage([null, 'nn']), 'no')
  assert.is(pickLanguage([null, 'tr']), 'tr')
  assert.is(pickLanguage(['xx', 'ja-JP', 'sv-FI']), 'sv')
  assert.is(pickLanguage([null, 'ja', 'pt-BR']), 'en')
})

// ------------------------------------------------------------------------------------------ the field

let form!: Form<{ offset: number }>
function Offset({ schema, offset = 1.5 }: { schema: Validator; offset?: number }) {
  form = useForm(schema, { offset })
  return <Field form={form} name="offset" type="number" min={-5} max={5} step={0.1} label="Offset" />
}
const root = document.body.appendChild(document.createElement('div'))
const input = () => root.querySelector('input')!
const err = () => root.querySelector('.err')?.textContent
const offsetSchema = { safeParse: (d: unknown) => TemperatureWrite.safeParse({ id: 'x', name: 'n', ...(d as object) }) }
const show = (props: { offset?: number; schema?: Validator } = {}) => act(() => render(<Offset schema={offsetSchema} {...props} />, root))
test.after.each(() => act(() => render(null, root)))

test('German: pre-filled as 1,5, typed 21,5 and -0,5 are the numbers meant; text keeps every character', () =>
  inLang('de', async () => {
    await show()
    assert.is(input().type, 'text')
    assert.is(input().value, '1,5')
    await typeInto(input(), '-0,5')
    assert.is(form.data.offset, -0.5)
    assert.is(input().value, '-0,5')
    assert.is(err(), undefined)
    await typeInto(input(), '2,')
    assert.is(input().value, '2,', 'a half typed number stays as typed')
    assert.is(form.data.offset, 2)
  }))

test('what cannot be read says so, in the language, with an example in its format; nothing is sent', () =>
  inLang('tr', async () => {
    await show()
    await typeInto(input(), '1.234,5')
    assert.is(input().value, '1.234,5')
    assert.ok(Number.isNaN(form.data.offset))
    assert.is(err(), 'Geçersiz değer (1,5)')
    assert.is(input().getAttribute('aria-invalid'), 'true')
    assert.is(form.check(), null)
  }))

test('out of range: the message says the range, in the language format', async () => {
  await show()
  await typeInto(input(), '7.5')
  assert.is(err(), 'Offset must be between -5 and 5')
  await inLang('de', async () => {
    await show({ offset: 9.5 })
    await typeInto(input(), '9,5')
    assert.is(err(), 'Offset muss zwischen -5 und 5 liegen')
  })
})

test('the keypad: digits for a whole number that cannot be negative, a decimal mark for fractions, the full keyboard for negatives', async () => {
  const mode = async (p: { min?: number; step?: number | string }) => {
    const F = () => <Field form={useForm({ safeParse: () => ({ success: true }) }, { n: 1 })} name="n" type="number" label="N" {...p} />
    await act(() => render(<F />, root))
    return input().getAttribute('inputmode')
  }
  assert.is(await mode({ min: 0 }), 'numeric')
  assert.is(await mode({ min: 0, step: 1 }), 'numeric')
  assert.is(await mode({ min: 5, step: 0.5 }), 'decimal')
  assert.is(await mode({ min: 0, step: 'any' }), 'decimal')
  assert.is(await mode({ min: -5, step: 0.1 }), null)
  assert.is(await mode({}), null)
})

test('a port out of range names the range (mqtt)', async () => {
  const P = () => {
    const f = useForm<MqttSettings>(MqttSettings, { enabled: true, host: 'h', port: 1883 } as MqttSettings)
    return <Field form={f} name="port" type="number" min={0} max={65535} label="Port" />
  }
  await act(() => render(<P />, root))
  await typeInto(input(), '70000')
  assert.is(err(), 'Port must be between 0 and 65535')
})

test.run()
