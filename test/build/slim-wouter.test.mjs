// tools/slim-wouter.mjs ships wouter-preact (and regexparam) without the branches the console never reaches
// (production builds). A small app routed as the console is (a Router with its own hook, a Switch of plain
// routes and a catch-all, tabs that Redirect to their first, Links, useLocation's navigate) must go through the
// same pages, addresses and history with the slim library as with the whole one; and src/ may use wouter only
// in the ways that keep the dropped branches out of reach.

import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Window } from 'happy-dom'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { ALLOWED, ALLOWED_PROPS, slimBrowserLocation, slimIndex, slimPaths, slimReactDeps, slimRegexparam, slimWouter } from '../../tools/slim-wouter.mjs'
import { bundle, bundled } from './_bundle.mjs'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const LIB = path.join(ROOT, 'node_modules', 'wouter-preact', 'src')
const ENTRY = `import { h, render } from 'preact'
import { Link, Redirect, Route, Router, Switch, useLocation } from 'wouter-preact'
import { navigate, useBrowserLocation } from 'wouter-preact/use-browser-location'
export { h, render, Link, Redirect, Route, Router, Switch, useLocation, navigate, useBrowserLocation }`

const settle = () => new Promise((r) => setTimeout(r, 60)) // Preact's effects (they subscribe) and re-renders

/** Runs `fn` with a fresh happy-dom window's globals (wouter patches history as it loads, so each library
 *  loads into a window of its own). */
async function inWindow(fn) {
  const win = new Window({ url: 'http://127.0.0.1/' })
  const globals = {
    window: win,
    document: win.document,
    history: win.history,
    location: win.location,
    Event: win.Event,
    addEventListener: win.addEventListener.bind(win),
    removeEventListener: win.removeEventListener.bind(win),
    dispatchEvent: win.dispatchEvent.bind(win),
  }
  const saved = Object.fromEntries(Object.keys(globals).map((k) => [k, Object.getOwnPropertyDescriptor(globalThis, k)]))
  for (const [k, v] of Object.entries(globals)) Object.defineProperty(globalThis, k, { value: v, configurable: true, writable: true })
  try {
    return await fn(win)
  } finally {
    for (const [k, d] of Object.entries(saved)) d ? Object.defineProperty(globalThis, k, d) : delete globalThis[k]
    await win.happyDOM.close()
  }
}

/** Where the app is after each step, routed as the console is (src/app/app.tsx, src/ui/tabs.tsx): the
 *  address, the history's length and state, and the page; plus what the router's hook was asked to do and
 *  whether each click's default was prevented. */
const scenario = (plugins) =>
  inWindow(async (win) => {
    const { h, render, Link, Redirect, Route, Router, Switch, useLocation, navigate, useBrowserLocation } = await bundled(ENTRY, plugins)
    const asked = []
    const hookNavigate = (to, o) => {
      asked.push(`${to} ${o?.replace ? 'replace' : 'push'}`)
      navigate(to, o)
    }
    const useHook = () => [useBrowserLocation()[0], hookNavigate]
    const TABS = ['one', 'two', 'tür']
    function Tabs({ base }) {
      const [at] = useLocation()
      const id = at.split('/')[2]
      if (!TABS.includes(id)) return h(Redirect, { to: `${base}/${TABS[0]}`, replace: true })
      const links = TABS.map((t) => h(Link, { key: t, href: `${base}/${t}`, 'aria-current': t === id ? 'page' : undefined }, t))
      return h('nav', null, ...links, h('p', null, `${at} (${id})`))
    }
    function Go() {
      const [, go] = useLocation()
      return h('button', { onClick: () => go('/unauthorized', { state: { id: 7 } }) }, 'go')
    }
    function Routes() {
      const [at] = useLocation()
      if (at !== '/' && at.endsWith('/')) return h(Redirect, { to: at.replace(/\/+$/, '') || '/', replace: true })
      const area = at.split('/')[1]
      return h(
        Switch,
        null,
        h(Route, { key: 'root', path: '/' }, h('p', null, 'home'), h(Link, { href: '/a' }, 'to a')),
        h(Route, { key: 'unauth', path: '/unauthorized' }, h('p', null, 'unauthorized'), h(Link, { href: '/b', onClick: () => asked.push('onClick') }, 'to b')),
        h(Route, { key: area }, h(Tabs, { base: `/${area}` }), h(Go, null)),
      )
    }
    const root = win.document.createElement('div')
    win.document.body.append(root)
    const prevented = []
    root.addEventListener('click', (e) => {
      prevented.push(e.defaultPrevented)
      e.preventDefault() // a click the Link let through stays on this page (as a new tab would)
    })
    const steps = []
    const step = async (what, act) => {
      act()
      await settle()
      steps.push(`${what}: ${location.pathname} ${history.length} ${JSON.stringify(history.state)} | ${root.innerHTML}`)
    }
    const click = (text, init = {}) => {
      const el = [...root.querySelectorAll('a, button')].find((a) => a.textContent === text)
      el.dispatchEvent(new win.MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }))
    }
    try {
      await step('start', () => render(h(Router, { hook: useHook }, h(Routes, null)), root))
      await step('a Link', () => click('to a')) // then the tabs Redirect to their first
      await step('a tab', () => click('two'))
      await step('ctrl+click', () => click('one', { ctrlKey: true }))
      await step('back', () => history.back())
      await step("useLocation's navigate with state", () => click('go'))
      await step('a Link with onClick', () => click('to b'))
      await step('a trailing slash', () => navigate('/b/two/'))
      await step('an address to decode', () => click('tür'))
      await step('back again', () => history.back())
    } finally {
      render(null, root) // nothing left listening or scheduled once the window goes, even after a failed step
      await settle()
    }
    await step('unmounted', () => navigate('/a/one'))
    return { steps, asked, prevented }
  })

const source = (name) => fs.readFileSync(path.join(LIB, name), 'utf8')

test('the app goes through the same pages, addresses and history with the slim library as with the whole one', async () => {
  const whole = await scenario([])
  const lean = await scenario(slimWouter)
  const at = (what) => lean.steps.find((s) => s.startsWith(`${what}:`))
  assert.match(at('start'), /^start: \/ 1 null \| <p>home<\/p><a href="\/a">to a<\/a>$/) // Switch takes the first match
  assert.match(at('a Link'), /^a Link: \/a\/one 2 null \| <nav>.*<p>\/a\/one \(one\)<\/p><\/nav><button>go<\/button>$/)
  assert.match(at('a tab'), /^a tab: \/a\/two 3 null \| <nav><a href="\/a\/one">one<\/a><a href="\/a\/two" aria-current="page">two<\/a>/)
  assert.match(at('ctrl+click'), /^ctrl\+click: \/a\/two 3 /)
  assert.match(at('back'), /^back: \/a\/one 3 null \| .*<p>\/a\/one \(one\)<\/p>/)
  assert.match(at("useLocation's navigate with state"), /: \/unauthorized 3 \{"id":7\} \| <p>unauthorized<\/p>/)
  assert.match(at('a Link with onClick'), /: \/b\/one 4 null \| /)
  assert.match(at('a trailing slash'), /: \/b\/two 5 null \| .*<p>\/b\/two \(two\)<\/p>/)
  assert.match(at('an address to decode'), /: \/b\/t%C3%BCr 6 null \| .*<p>\/b\/tür \(tür\)<\/p>/)
  assert.match(at('back again'), /: \/b\/two 6 null \| /)
  assert.match(at('unmounted'), /: \/a\/one 6 null \| $/) // a push after Back drops the entry ahead
  assert.equal(lean.asked, [
    '/a push',
    '/a/one replace',
    '/a/two push',
    '/unauthorized push',
    'onClick',
    '/b push',
    '/b/one replace',
    '/b/two replace',
    '/b/tür push',
  ])
  assert.equal(lean.prevented, [true, true, false, false, true, true]) // the ctrl+click and the button's click are not the Link's
  assert.equal(lean, whole)
})

test('what the slim library drops goes from the bundle, and nothing is missed', async () => {
  const plain = await bundle(ENTRY, [])
  const lean = await bundle(ENTRY, slimWouter)
  assert.equal(lean.warnings, [])
  for (const [edit, file] of [
    [slimIndex, 'index.js'],
    [slimPaths, 'paths.js'],
    [slimBrowserLocation, 'use-browser-location.js'],
    [slimReactDeps, 'react-deps.js'],
  ])
    assert.equal(edit(source(file)).missing, [], file)
  assert.equal(slimRegexparam(fs.readFileSync(path.join(ROOT, 'node_modules', 'regexparam', 'dist', 'index.mjs'), 'utf8')).missing, [])
  for (const gone of [
    'wouter_v3',
    'hashchange',
    'ssrSearch',
    'redirectTo',
    'searchHook',
    'hrefs',
    'aroundNav',
    'instanceof RegExp',
    '.groups',
    'base:""',
    'asChild',
    'startsWith',
  ]) {
    assert.match(plain.code, gone)
    assert.not.match(lean.code, gone)
  }
  for (const kept of ['popstate', 'pushState', 'replaceState', 'defaultPrevented', 'decodeURI']) assert.match(lean.code, kept)
  assert.ok(lean.code.length < plain.code.length - 1500, `${plain.code.length} -> ${lean.code.length}`)
})

test('a wouter whose source changed ships as it is, and says what it could not find', () => {
  const changed = 'export const x = 1;\n'
  const r = slimIndex(changed)
  assert.is(r.contents, changed)
  assert.is(r.missing.length, 17)
  assert.ok(r.missing.includes("Link's asChild"))
  assert.equal(slimPaths(changed).missing, ['the base'])
  assert.equal(slimBrowserLocation(changed).missing, ['the hashchange event', 'the SSR path', 'the patch-once guard', "the event's arguments"])
  assert.equal(slimReactDeps(changed).missing, ['the SSR snapshot'])
  assert.equal(slimRegexparam(changed).missing, ['RegExp input', ':name segments', 'loose matching'])
})

/** The opening tags `<Name ...>` in `text`, each as its attribute names and their values (text). */
function tags(text, name) {
  const out = []
  for (const m of text.matchAll(new RegExp(`<${name}(?=[\\s/>])`, 'g'))) {
    let i = m.index + m[0].length
    let depth = 0
    const attrs = []
    let cur = ''
    for (; i < text.length; i++) {
      const c = text[i]
      if (c === '{') depth++
      else if (c === '}') depth--
      else if (depth === 0 && (c === '>' || (c === '/' && text[i + 1] === '>'))) break
      cur += c
    }
    // names at depth 0: each `name=` or bare `name`, with its value up to the next one
    for (const a of cur.matchAll(/(?:^|\s)([\w-]+)(?:=("[^"]*"|\{(?:[^{}]|\{[^{}]*\})*\}))?/g)) attrs.push([a[1], a[2] ?? 'true'])
    out.push({ attrs, end: i })
  }
  return out
}

test("src/ uses wouter only in the ways the slim library keeps: the imports, the components' props and plain paths", () => {
  const src = path.join(ROOT, 'src')
  const files = fs.readdirSync(src, { recursive: true }).filter((f) => /\.tsx?$/.test(String(f)))
  const used = Object.fromEntries(Object.keys(ALLOWED_PROPS).map((c) => [c, 0]))
  for (const f of files.map(String)) {
    const text = fs.readFileSync(path.join(src, f), 'utf8')
    for (const [, names, from] of text.matchAll(/import \{([^}]*)\} from '(wouter-preact[^']*)'/g)) {
      assert.ok(ALLOWED[from], `${f}: ${from}`)
      for (const name of names.split(',').map((n) => n.trim())) assert.ok(ALLOWED[from].includes(name), `${f}: ${name} from ${from}`)
    }
    assert.not.match(text, /from 'regexparam'|import\([^)]*wouter/, f)
    for (const [component, allowed] of Object.entries(ALLOWED_PROPS))
      for (const { attrs, end } of tags(text, component)) {
        used[component]++
        for (const [name] of attrs) assert.ok(allowed.includes(name), `${f}: <${component} ${name}>`)
        const value = Object.fromEntries(attrs)
        // a route's path is a plain one (no :name, no *), and its children are elements, not a function
        if (component === 'Route') {
          assert.ok(value.path == null || /^"(\/[\w-]*)+"$/.test(value.path), `${f}: <Route path=${value.path}>`)
          assert.not.match(text.slice(end, end + 200), /^\/?>\s*\{\s*(\([^)]*\)|\w+)\s*=>/, `${f}: a function as a Route's children`)
        }
        if (component === 'Link') assert.ok(value.href, `${f}: a Link without href`) // not \`to\`
        if (component === 'Switch') {
          // its children are Routes, each closed before the next (so none is a Fragment)
          const body = text.slice(end + 1, text.indexOf('</Switch>', end)).replace(/<Route\b[\s\S]*?<\/Route>/g, '')
          assert.match(body, /^\s*$/, `${f}: a Switch's child other than a Route`)
        }
      }
    // the browser location is asked for without SSR options, nothing reads an event's `arguments`, and no hook
    // brings its own hrefs or searchHook
    for (const [call] of text.matchAll(/useBrowserLocation\([^)]*\)/g)) assert.is(call, 'useBrowserLocation()', f)
    assert.not.match(text, /\.arguments\b|\.hrefs\b|\.searchHook\b/, f)
  }
  // every component is there as the app uses it (so the checks above read something)
  assert.equal(
    Object.keys(used).filter((c) => used[c] === 0),
    [],
  )
})

test.run()
