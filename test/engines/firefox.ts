// Debian's Firefox ESR through WebDriver BiDi, the protocol it speaks itself (no geckodriver). A small client
// of our own: playwright-core's BiDi mode sends commands this ESR does not know yet
// (emulation.setMediaFeaturesOverride), and puppeteer-core would add some 57 MB for what is below.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import WebSocket from 'ws'
import { type Engine, keyActions, type Tab } from './driver'

export const FIREFOX = process.env.FIREFOX ?? '/usr/bin/firefox-esr'

type Json = Record<string, any>

/** Starts Firefox with a throw-away profile; resolves with its BiDi address once it listens. */
function start(profile: string): Promise<{ child: ChildProcess; url: string }> {
  // Quiet and offline: no first-run pages, updates or telemetry (the remote agent sets the rest itself).
  const prefs = {
    'browser.shell.checkDefaultBrowser': false,
    'browser.startup.homepage_override.mstone': 'ignore',
    'app.update.disabledForTesting': true,
    'datareporting.policy.dataSubmissionEnabled': false,
    'toolkit.telemetry.reportingpolicy.firstRun': false,
    'browser.tabs.warnOnClose': false,
  }
  fs.writeFileSync(
    path.join(profile, 'user.js'),
    Object.entries(prefs)
      .map(([k, v]) => `user_pref(${JSON.stringify(k)}, ${JSON.stringify(v)});\n`)
      .join(''),
  )
  const child = spawn(FIREFOX, ['--headless', '--no-remote', '--remote-debugging-port=0', '--profile', profile], { stdio: ['ignore', 'pipe', 'pipe'] })
  return new Promise((resolve, reject) => {
    let log = ''
    const seen = (d: Buffer) => {
      log += d
      const m = log.match(/WebDriver BiDi listening on (ws:\/\/\S+)/)
      if (m) resolve({ child, url: m[1] })
    }
    child.stdout!.on('data', seen)
    child.stderr!.on('data', seen)
    child.on('error', reject)
    child.on('exit', (code) => reject(new Error(`firefox exited (${code}) before listening:\n${log}`)))
  })
}

/** One BiDi connection: `send` resolves with a command's result or rejects with its error. */
async function connect(url: string) {
  const ws = new WebSocket(url + '/session')
  await new Promise((resolve, reject) => {
    ws.once('open', resolve)
    ws.once('error', reject)
  })
  let id = 0
  const pending = new Map<number, { resolve: (r: Json) => void; reject: (e: Error) => void; method: string }>()
  ws.on('message', (data) => {
    const m = JSON.parse(String(data))
    const p = m.id !== undefined && pending.get(m.id)
    if (!p) return // an event: none subscribed
    pending.delete(m.id)
    if (m.type === 'error') p.reject(new Error(`Firefox ${p.method}: ${m.error}: ${m.message}`))
    else p.resolve(m.result)
  })
  ws.on('close', () => {
    for (const p of pending.values()) p.reject(new Error(`Firefox closed the connection during ${p.method}`))
  })
  const send = (method: string, params: Json = {}) =>
    new Promise<Json>((resolve, reject) => {
      pending.set(++id, { resolve, reject, method })
      ws.send(JSON.stringify({ id, method, params }))
    })
  return { send, close: () => ws.close() }
}

export async function firefox(): Promise<Engine> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'ems-firefox-'))
  const { child, url } = await start(profile)
  const { send, close } = await connect(url)
  const { capabilities } = await send('session.new', { capabilities: {} })
  return {
    name: 'Firefox',
    version: `Firefox ${capabilities.browserVersion}`,
    async open() {
      const { userContext } = await send('browser.createUserContext')
      const { context } = await send('browsingContext.create', { type: 'tab', userContext })
      const call = (fn: string, arg: unknown) =>
        send('script.callFunction', {
          functionDeclaration: fn,
          arguments: [{ type: 'string', value: JSON.stringify(arg ?? null) }],
          target: { context },
          awaitPromise: false,
        }).then((r) => {
          if (r.type === 'exception') throw new Error(`Firefox: ${r.exceptionDetails.text}`)
          return r.result
        })
      const actions = (a: Json[]) => send('input.performActions', { context, actions: a })
      const tab: Tab = {
        goto: async (u) => void (await send('browsingContext.navigate', { context, url: u, wait: 'complete' })),
        resize: async (width, height) => void (await send('browsingContext.setViewport', { context, viewport: { width, height } })),
        run: async (fn, arg) => JSON.parse((await call(`(json) => JSON.stringify((${fn})(JSON.parse(json)) ?? null)`, arg)).value),
        element: async (fn, arg) => {
          const r = await call(`(json) => (${fn})(JSON.parse(json))`, arg)
          return r.type === 'node' ? { sharedId: r.sharedId } : null
        },
        async click(el) {
          await send('script.callFunction', {
            functionDeclaration: '(el) => el.scrollIntoView({ block: "center", behavior: "instant" })',
            arguments: [el],
            target: { context },
            awaitPromise: false,
          })
          const move = { type: 'pointerMove', x: 0, y: 0, origin: { type: 'element', element: el } }
          await actions([
            {
              type: 'pointer',
              id: 'mouse',
              parameters: { pointerType: 'mouse' },
              actions: [move, { type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 }],
            },
          ])
        },
        type: async (text) => void (await actions(keyActions({ text }))),
        press: async (key) => void (await actions(keyActions({ key }))),
        screenshot: async () => Buffer.from((await send('browsingContext.captureScreenshot', { context })).data, 'base64'),
        close: async () => void (await send('browser.removeUserContext', { userContext })),
        preload: async (fn) => void (await send('script.addPreloadScript', { functionDeclaration: fn, contexts: [context] })),
      }
      await tab.resize(1280, 800)
      return tab
    },
    async close() {
      await send('browser.close').catch(() => {})
      close()
      child.kill()
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r))
      fs.rmSync(profile, { recursive: true, force: true })
    },
  }
}
