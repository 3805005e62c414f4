// The one small driver interface the smoke tests are written against, and the waiting user-level page
// on top of it. Each engine (chromium.ts, firefox.ts, webkit.ts) implements only `Engine` and `Tab`.
import fs from 'node:fs'
import path from 'node:path'
import { WAIT } from '../e2e/browser'
import { FIND, type Target, toJson } from './find'

/** An element found in a tab, as the engine's protocol refers to it. */
export type El = unknown

/** Keys by name; anything else given to `type` is typed as text. */
export type Key = 'Enter' | 'Escape' | 'Backspace' | 'Tab' | 'SelectAll'

export interface Tab {
  goto(url: string): Promise<void>
  /** The page's viewport in CSS pixels (innerWidth x innerHeight). */
  resize(width: number, height: number): Promise<void>
  /** Runs `(arg) => result` (source text, self-contained) in the page; arg and result travel as JSON. */
  run<R>(fn: string, arg?: unknown): Promise<R>
  /** The element `(arg) => Element | null` returns, or null. */
  element(fn: string, arg?: unknown): Promise<El | null>
  /** A real pointer click in the middle of the element (scrolled into view). */
  click(el: El): Promise<void>
  /** Real key presses to whatever has focus. */
  type(text: string): Promise<void>
  press(key: Key): Promise<void>
  screenshot(): Promise<Buffer>
  close(): Promise<void>
  /** Runs `() => void` (source text) in every new document of the tab before the page's own scripts, where the
   *  engine's protocol can (Chromium, Firefox BiDi; not WebKit's classic WebDriver). */
  preload?(fn: string): Promise<void>
}

export interface Engine {
  name: string
  /** Browser name and version, as the browser reports it. */
  version: string
  /** A fresh tab, 1280x800, with no storage, cookies or page left from the tab before it. */
  open(): Promise<Tab>
  close(): Promise<void>
}

/** WebDriver's key code points (classic and BiDi share them). */
const KEY_CODES: Record<Exclude<Key, 'SelectAll'>, string> = { Enter: '\uE007', Escape: '\uE00C', Backspace: '\uE003', Tab: '\uE004' }
const CONTROL = '\uE009'

/** WebDriver key actions (classic and BiDi) pressing `key`, or typing `text`. */
export function keyActions(o: { key: Key } | { text: string }) {
  const tap = (v: string) => [
    { type: 'keyDown', value: v },
    { type: 'keyUp', value: v },
  ]
  const actions =
    'text' in o
      ? [...o.text].flatMap(tap)
      : o.key === 'SelectAll'
        ? [{ type: 'keyDown', value: CONTROL }, ...tap('a'), { type: 'keyUp', value: CONTROL }]
        : tap(KEY_CODES[o.key])
  return [{ type: 'key', id: 'keyboard', actions }]
}

/** A tab as the tests use it: every lookup waits (up to WAIT) for its target, as a user would. */
export class Page {
  constructor(
    readonly tab: Tab,
    readonly base: string,
    readonly engine: string,
  ) {}

  /** Opens `path`, once a layer just closed (a panel, a dialog) has taken its history entry off: that takes a
   *  history step of the page's own, which would cut a navigation started before it short. */
  go = async (path: string) => {
    await this.until('no layer entry in the history', '() => !history.state?.layer').catch(() => {})
    await this.tab.goto(this.base + path)
  }
  path = () => this.tab.run<string>('() => location.pathname')
  run = <R>(fn: string | ((arg: any) => R), arg?: unknown) => this.tab.run<R>(String(fn), arg)

  /** Waits until `fn(arg)` in the page returns something truthy, and returns it. */
  async until<R>(what: string, fn: string | ((arg: any) => R), arg?: unknown): Promise<R> {
    const end = Date.now() + WAIT
    for (;;) {
      const r = await this.run<R>(fn, arg)
      if (r) return r
      if (Date.now() > end) throw new Error(`${this.engine}: waited ${WAIT / 1000} s for ${what}`)
      await new Promise((res) => setTimeout(res, 100))
    }
  }

  waitPath = (p: string) =>
    this.until(`the path ${p}`, '(p) => location.pathname === p', p).catch(async (e) => {
      throw new Error(`${e.message} (still ${await this.path()})`)
    })

  /** The element a target names, once it is there. */
  async get(t: Target): Promise<El> {
    const end = Date.now() + WAIT
    for (;;) {
      // An element the page replaces between finding it and taking its handle (the app taking over the static
      // first screen, a re-render) is stale: look again, as a user's eyes would.
      const el = await this.tab.element(FIND, toJson(t)).catch((e: Error) => {
        if (/stale/i.test(e.message)) return null
        throw e
      })
      if (el) return el
      if (Date.now() > end) throw new Error(`${this.engine}: waited ${WAIT / 1000} s for ${toJson(t)} on ${await this.path()}`)
      await new Promise((res) => setTimeout(res, 100))
    }
  }

  /** Is the target there (visible) right now? */
  has = async (t: Target) => (await this.tab.element(FIND, toJson(t))) !== null
  see = async (t: Target) => void (await this.get(t))
  gone = (t: Target) => this.until(`${toJson(t)} to go`, `(json) => !(${FIND})(json)`, toJson(t))

  click = async (t: Target) => this.tab.click(await this.get(t))

  /** Clicks into a field, selects what it holds and types over it, as a user does. */
  async fill(t: Target, text: string) {
    await this.click(t)
    await this.tab.press('SelectAll')
    await this.tab.press('Backspace')
    if (text) await this.tab.type(text)
  }

  /** Picks a <select>'s option by its text with the keyboard (focus, then type its name), as a user can in
   *  every engine without the native popup. */
  async choose(t: Target, option: string) {
    await this.get(t)
    // Marked, as its label may change with the choice (the language picker's does).
    await this.run(`(json) => { const s = (${FIND})(json); s.dataset.choosing = ''; s.focus() }`, toJson(t))
    await this.tab.type(option)
    const now = await this.run<string>(
      `() => { const s = document.querySelector('[data-choosing]'); delete s.dataset.choosing; return s.options[s.selectedIndex]?.text }`,
    )
    if (now !== option) throw new Error(`${this.engine}: chose ${option}, the select shows ${now}`)
  }

  /** The target's `prop`, read once the target is there (a dialog's fields may still be drawing when its
   *  buttons are). */
  private async read(t: Target, prop: 'innerText' | 'value') {
    await this.get(t)
    return this.run<string>(`(json) => (${FIND})(json).${prop}`, toJson(t))
  }
  text = (t: Target) => this.read(t, 'innerText')
  /** What a field holds. */
  value = (t: Target) => this.read(t, 'value')

  /** Saves a screenshot as DIR/<engine>-<name>.png when ENGINE_SHOTS=DIR is set (for looking at, not asserting). */
  async shot(name: string) {
    const dir = process.env.ENGINE_SHOTS
    if (!dir) return
    fs.mkdirSync(dir, { recursive: true })
    fs.writeFileSync(path.join(dir, `${this.engine.toLowerCase()}-${name}.png`), await this.tab.screenshot())
  }
}
