// The Application settings tab against a stubbed device: the board heading of a device that sends no platform.
import './_dom'
import '../../../src/i18n'
import { render } from 'preact'
import { act } from 'preact/test-utils'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Application } from '../../../src/screens/settings/application'
import { signIn } from '../../../src/state/session'
import { appSettingsAnswer, json, stubFetch, token, until } from './_helpers'

const stub = stubFetch(test)
test.before(() => signIn(token({ username: 'admin', admin: true })))
const root = document.body.appendChild(document.createElement('div'))
test.after.each(() => act(() => render(null, root)))

test('without a platform the board heading has no dangling separator', async () => {
  stub.answer = () => json(appSettingsAnswer())
  await act(() => render(<Application />, root))
  await until(() => !!root.querySelector('legend'))
  const legend = root.querySelector('legend')!.textContent!.trim()
  assert.not.match(legend, '·')
})

test.run()
