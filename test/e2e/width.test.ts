// At 360 px no screen is wider than the viewport: every route (and the device panel, and the sign-in page),
// in all ten languages, light and dark. Nothing may stick out to the right: neither the document's scroll
// width nor any element's right edge is beyond 360 px (but a tab of a tab row, which scrolls in its line).
// Device strings of 10,000 characters without a space wrap too.
import * as assert from 'uvu/assert'
import { ROUTES } from '../routes'
import { e2eSuite, signIn, tokenOf } from './fixture'

const { t, x } = e2eSuite('no screen wider than 360 px', { page: { viewport: { width: 360, height: 740 } } })

const LANGS = ['de', 'en', 'fr', 'it', 'nl', 'no', 'pl', 'sk', 'sv', 'tr']

/** What sticks out: the document's scroll width, else up to three elements whose right edge is beyond it. */
const overflow = () =>
  x.page.evaluate(() => {
    const w = innerWidth
    const out: string[] = []
    if (document.documentElement.scrollWidth > w) out.push(`document ${document.documentElement.scrollWidth} px`)
    for (const el of document.querySelectorAll('body *')) {
      if (el.parentElement!.closest('.tabs')) continue // a tab row scrolls sideways in its own line
      const r = el.getBoundingClientRect()
      if (r.width > 0 && r.right > w + 0.5)
        out.push(`<${el.localName} class="${el.className}"> "${(el.textContent ?? '').slice(0, 30)}" ends at ${Math.round(r.right)}`)
    }
    return out.slice(0, 3)
  })

/** Client-side navigation (no reload), then until nothing is loading. */
async function go(path: string) {
  await x.page.evaluate((p) => {
    history.pushState(null, '', p)
    dispatchEvent(new PopStateEvent('popstate'))
  }, path)
  await x.page.waitForFunction((p) => location.pathname === p && !document.querySelector('[aria-busy=true]') && document.querySelector('h1'), path)
}

t('every screen, ten languages, light and dark', async () => {
  const token = await tokenOf(x, 'admin')
  const problems: string[] = []
  const check = async (where: string) => {
    for (const scheme of ['light', 'dark'] as const) {
      await x.page.emulateMedia({ colorScheme: scheme })
      for (const p of await overflow()) problems.push(`${where} ${scheme}: ${p}`)
    }
  }
  await x.page.goto(x.emu.url + '/')
  for (const lang of LANGS) {
    await x.page.evaluate((l) => {
      localStorage.removeItem('access_token')
      localStorage.setItem('lang', l)
    }, lang)
    await x.page.goto(x.emu.url + '/')
    await x.page.locator('input[type=password]').waitFor()
    await check(`${lang} /`)
    await x.page.evaluate((tk) => localStorage.setItem('access_token', tk), token)
    await x.page.goto(x.emu.url + '/dashboard/overview')
    for (const route of ROUTES) {
      await go(route)
      await check(`${lang} ${route}`)
      if (route === '/dashboard/devices') {
        await x.page.locator('.devices tbody tr').nth(1).click()
        await x.page.locator('.panel tbody tr').first().waitFor()
        await check(`${lang} device panel`)
        await x.page.keyboard.press('Escape')
        await x.page.waitForFunction(() => !history.state?.layer) // its history entry gone before the next page
      }
    }
  }
  assert.equal(problems, [])
})

t('10,000-character device strings wrap: the device panel and status pages stay 360 px wide', async () => {
  const LONG = 'x'.repeat(10_000)
  const pageWidth = () => x.page.evaluate(() => document.documentElement.scrollWidth)
  const patch = (path: string, change: (body: any) => void) =>
    x.page.route('**' + path, async (r) => {
      const body = await (await r.fetch()).json()
      change(body)
      await r.fulfill({ json: body })
    })
  await patch('/rest/coreData', (b) => (b.devices[0].n = LONG))
  await patch('/rest/networkStatus', (b) => (b.hostname = LONG))
  await patch('/rest/mqttStatus', (b) => (b.client_id = LONG))
  await signIn(x, 'admin')
  await x.page.locator('tbody tr').first().click() // the device's panel, headed by its name
  await x.page
    .getByRole('heading', { name: LONG.slice(0, 50) })
    .first()
    .waitFor()
  assert.ok((await pageWidth()) <= 360, `device panel ${await pageWidth()} px`)
  for (const path of ['/network/status', '/mqtt/status']) {
    await x.page.goto(x.emu.url + path)
    await x.page.getByText(LONG.slice(0, 50)).first().waitFor()
    assert.ok((await pageWidth()) <= 360, `${path} ${await pageWidth()} px`)
  }
})

t.run()
