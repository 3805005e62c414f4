// The page paints before its script arrives (first-screen.mjs, ui/first-paint.ts). A small server in front of
// the emulator sends dist/index.html up to the app's <script type="module"> and holds the rest until the test
// releases it, as a slow link would; /rest, /api and /es go through to the emulator.

import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import * as assert from 'uvu/assert'
import { e2eSuite, tokenOf, withToken } from './fixture'

const html = fs.readFileSync(new URL('../../dist/index.html', import.meta.url), 'utf8')
const cut = html.indexOf('<script type="module">')

let release = () => {}
let server: http.Server
let url = ''

const { t, x } = e2eSuite('first paint', {
  beforeEach() {
    let go: () => void
    const held = new Promise<void>((r) => (go = r))
    release = () => go()
    server = http.createServer(async (req, res) => {
      if (/^\/(rest|api|es)\//.test(req.url!)) {
        const chunks: Buffer[] = []
        for await (const c of req) chunks.push(c as Buffer)
        const headers = { ...req.headers } as Record<string, string>
        delete headers.host
        const body = chunks.length ? Buffer.concat(chunks) : undefined
        const up = await fetch(x.emu.url + req.url, { method: req.method, headers, body })
        res.writeHead(up.status, { 'content-type': up.headers.get('content-type') ?? 'text/plain' })
        return res.end(Buffer.from(await up.arrayBuffer()))
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      res.write(html.slice(0, cut))
      await held
      res.end(html.slice(cut))
    })
    return new Promise<void>((ok) =>
      server.listen(0, '127.0.0.1', () => {
        url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
        ok()
      }),
    )
  },
})
t.after.each(() => {
  release()
  server.closeAllConnections()
  server.close()
})

/** Whether the app has run: it removes the static screen (#first) when it draws its own. */
const appRan = () => x.page.evaluate(() => !document.getElementById('first'))
const taken = () => x.page.waitForFunction(() => !document.getElementById('first'))

t('the sign-in card is there and usable before the script has arrived, dark and 360 px wide', async () => {
  await x.page.setViewportSize({ width: 360, height: 740 })
  await x.page.emulateMedia({ colorScheme: 'dark' })
  await x.page.goto(url + '/', { waitUntil: 'commit' })
  await x.page.getByLabel('Password', { exact: true }).waitFor()
  assert.is(await x.page.locator('script[type=module]').count(), 0, 'the app script has not even arrived')
  await x.page.getByLabel('Username').fill('admin')
  await x.page.getByLabel('Password', { exact: true }).fill('secret')
  assert.is(await x.page.getByLabel('Password', { exact: true }).inputValue(), 'secret')
  assert.ok(await x.page.getByRole('button', { name: 'Sign in' }).isVisible())
  assert.is(await x.page.getByLabel('Language').inputValue(), 'en')
  const look = await x.page.evaluate(() => ({
    bg: getComputedStyle(document.body).backgroundColor,
    wide: document.documentElement.scrollWidth,
  }))
  assert.not.equal(look.bg, 'rgb(255, 255, 255)', 'dark from the first paint')
  assert.ok(look.wide <= 360, `nothing wider than the phone (${look.wide} px)`)
  assert.not.ok(await appRan())
})

t('the stored language and theme apply before the script has arrived', async () => {
  await x.page.addInitScript(() => {
    localStorage.setItem('lang', 'de')
    localStorage.setItem('theme', 'dark')
  })
  await x.page.goto(url + '/', { waitUntil: 'commit' })
  await x.page.getByRole('button', { name: 'Anmelden' }).waitFor()
  assert.is(await x.page.getByLabel('Sprache').inputValue(), 'de')
  assert.is(await x.page.evaluate(() => [document.documentElement.lang, document.documentElement.dataset.theme].join()), 'de,dark')
  await x.page.getByLabel('Sprache').selectOption('fr') // a choice made now is kept and shown at once
  await x.page.getByRole('button', { name: 'Se connecter' }).waitFor()
  release()
  await taken()
  await x.page.getByRole('button', { name: 'Se connecter' }).waitFor()
  assert.is(await x.page.evaluate(() => localStorage.getItem('lang')), 'fr')
})

t('what was typed, the focus and the caret survive the take-over, and nothing moves', async () => {
  await x.page.goto(url + '/', { waitUntil: 'commit' })
  await x.page.getByLabel('Username').fill('admin')
  await x.page.getByLabel('Password', { exact: true }).fill('adn')
  await x.page.getByLabel('Password', { exact: true }).press('ArrowLeft') // caret between "ad" and "n"
  const before = await x.page.getByLabel('Password', { exact: true }).boundingBox()
  release()
  await taken()
  assert.is(await x.page.getByLabel('Username').inputValue(), 'admin')
  const pw = x.page.getByLabel('Password', { exact: true })
  assert.is(await pw.inputValue(), 'adn')
  assert.equal(await pw.boundingBox(), before)
  assert.ok(await pw.evaluate((el) => el === document.activeElement && !!el.closest('#app')), 'focus in the app form')
  await x.page.keyboard.type('mi') // goes where the caret was
  assert.is(await pw.inputValue(), 'admin')
})

t('the static card focuses the user name, and the app keeps it there', async () => {
  await x.page.goto(url + '/', { waitUntil: 'commit' })
  const user = x.page.getByLabel('Username')
  await user.waitFor()
  await x.page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.name === 'username')
  release()
  await taken()
  assert.ok(await user.evaluate((el) => el === document.activeElement && !!el.closest('#app')), 'focus in the app form')
})

t('Enter before the app is ready signs in once, when the app has run', async () => {
  let posts = 0
  x.page.on('request', (r) => r.url().includes('/rest/signIn') && posts++)
  await x.page.goto(url + '/', { waitUntil: 'commit' })
  await x.page.getByLabel('Username').fill('admin')
  await x.page.getByLabel('Password', { exact: true }).fill('admin')
  await x.page.getByLabel('Password', { exact: true }).press('Enter')
  await x.page.getByRole('button', { name: 'Sign in' }).press('Enter') // impatient: a second time
  assert.is(new URL(x.page.url()).search, '', 'the static form is never sent as a GET')
  assert.is(await x.page.getByRole('button', { name: 'Sign in' }).getAttribute('aria-busy'), 'true')
  assert.is(posts, 0)
  release()
  await x.page.waitForURL((u) => u.pathname !== '/')
  await x.page.getByRole('navigation', { name: 'Menu' }).waitFor()
  assert.is(posts, 1)
})

t('a wrong password sent before the app was ready shows in the form', async () => {
  await x.page.goto(url + '/', { waitUntil: 'commit' })
  await x.page.getByLabel('Username').fill('admin')
  await x.page.getByLabel('Password', { exact: true }).fill('nope')
  await x.page.getByLabel('Password', { exact: true }).press('Enter')
  release()
  await x.page.getByRole('alert').filter({ hasText: 'Invalid login details' }).waitFor()
  assert.is(await x.page.getByLabel('Password', { exact: true }).inputValue(), 'nope')
})

t('someone signed in sees the empty frame, never the sign-in form', async () => {
  await withToken(x, await tokenOf(x, 'admin'))
  // from the first byte on, after every change and on every frame: was a password field ever displayed?
  // (a string: tsx would wrap named functions of a TypeScript callback in a helper the page does not have)
  await x.page.addInitScript(`
    window.sawPassword = false
    function look() {
      if ([...document.querySelectorAll('input[type=password]')].some((el) => el.checkVisibility())) window.sawPassword = true
    }
    new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true })
    function frame() { look(); requestAnimationFrame(frame) }
    requestAnimationFrame(frame)`)
  await x.page.goto(url + '/', { waitUntil: 'commit' })
  await x.page.locator('#first main[aria-busy=true]').waitFor()
  release()
  await x.page.getByRole('navigation', { name: 'Menu' }).waitFor()
  await x.page.waitForURL((u) => u.pathname !== '/')
  assert.is(await x.page.evaluate(() => (window as unknown as { sawPassword: boolean }).sawPassword), false)
  assert.ok(await appRan())
})

t.run()
