// The static sign-in card the page paints before its script (first-screen.mjs) is the sign-in page's own
// markup: same elements, classes, ids, names, labels and texts in the same order, so the app's take-over
// neither moves anything nor loses where the focus was (ui/first-paint.ts maps controls by their order).
import './_dom'
import '../../../src/i18n'
import { fileURLToPath } from 'node:url'
import { render } from 'preact'
import { act } from 'preact/test-utils'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import SignIn from '../../../src/screens/signin'
import { firstPaint } from '../../../tools/first-screen.mjs'

const ATTRS = ['id', 'class', 'type', 'name', 'for', 'value', 'autocomplete', 'aria-label', 'aria-hidden']

/** One line per element: tag, the attributes that shape it, and its own text. */
function shape(root: Element) {
  return [root, ...root.querySelectorAll('*')].map((el) => {
    const attrs = ATTRS.filter((a) => el.hasAttribute(a)).map((a) => `${a}=${el.getAttribute(a)}`)
    const text = [...el.childNodes]
      .filter((n) => n.nodeType === 3)
      .map((n) => n.textContent)
      .join('')
    return `${el.tagName.toLowerCase()} ${attrs.join(' ')} "${text}"`
  })
}

test('the static card has the shape and English texts of the sign-in page', async () => {
  const root = fileURLToPath(new URL('../../..', import.meta.url))
  const tpl = document.createElement('template')
  tpl.innerHTML = (await firstPaint(root)).body
  const card = tpl.content.querySelector('#first .signin')!

  const app = document.body.appendChild(document.createElement('div'))
  await act(() => render(<SignIn />, app))
  // the password's show/hide button comes with the app (it sits inside the field's box: nothing moves)
  app.querySelector('.pw button')!.remove()
  assert.equal(shape(card), shape(app.querySelector('.signin')!))
  render(null, app)
})

test.run()
