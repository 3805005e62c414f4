// Debian's WebKitGTK (the engine of Safari and of every iPhone browser) through its WebDriver,
// /usr/bin/WebKitWebDriver, with a minimal W3C WebDriver client over fetch. WebKitGTK's MiniBrowser has no
// headless mode, so it draws into an Xvfb of its own. Classic WebDriver has no contexts, and a MiniBrowser
// per test now and then never came up on a busy machine; so one MiniBrowser serves the whole set, and each
// test's tab is emptied when it closes (the page's storage and cookies, then about:blank), which is what a
// fresh context gives the other engines.
import { type ChildProcess, spawn } from 'node:child_process'
import net from 'node:net'
import { type Engine, keyActions, type Tab } from './driver'

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver'
export const XVFB = '/usr/bin/Xvfb'
export const MINIBROWSER = process.env.MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

/** The window is wider than the page by its header bar, and MiniBrowser's header bar will not shrink below
 *  about 450 px. GTK scaling of 1.25 makes a 450 px window a 360 CSS px page, as a phone's 1.25+ pixel ratio. */
const SCALE = 1.25

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo
      s.close(() => resolve(port))
    })
  })

/** An Xvfb on a free display number (it picks one and writes it to fd 3). */
function xvfb(): Promise<{ child: ChildProcess; display: string }> {
  const child = spawn(XVFB, ['-displayfd', '3', '-screen', '0', '1800x1200x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] })
  return new Promise((resolve, reject) => {
    let err = ''
    child.stderr!.on('data', (d) => (err += d))
    child.stdio[3]!.once('data', (d) => resolve({ child, display: ':' + String(d).trim() }))
    child.on('exit', (code) => reject(new Error(`Xvfb exited (${code}):\n${err}`)))
  })
}

export async function webkit(): Promise<Engine> {
  const x = await xvfb()
  const port = await freePort()
  // Without a GPU, accelerated compositing in Xvfb waits about a second for each frame it never gets
  // (after every navigation and click); without it the same page draws at once, but WebDriver screenshots
  // never arrive. So compositing is on only when screenshots are asked for (ENGINE_SHOTS), as in Safari.
  const env: NodeJS.ProcessEnv = { ...process.env, DISPLAY: x.display, GDK_DPI_SCALE: String(SCALE) }
  if (!process.env.ENGINE_SHOTS) env.WEBKIT_DISABLE_COMPOSITING_MODE = '1'
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: 'ignore', env })
  const base = `http://127.0.0.1:${port}`
  const kill = () => {
    driver.kill()
    x.child.kill()
  }

  /** One WebDriver command: its `value`, or an error with WebDriver's message. */
  async function cmd(method: string, path: string, body?: unknown, limitMs = 20_000): Promise<any> {
    const init = { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) }
    // No command takes long: one that hangs fails its test instead of the whole run.
    const res = await fetch(base + path, { ...init, signal: AbortSignal.timeout(limitMs) }).catch((e) => {
      throw new Error(`WebKit ${method} ${path.replace(/^\/session\/[^/]+/, '')}: ${e.message}`)
    })
    const json = (await res.json()) as { value: any }
    if (!res.ok) throw new Error(`WebKit ${method} ${path.replace(/^\/session\/[^/]+/, '')}: ${json.value?.error}: ${json.value?.message}`)
    return json.value
  }
  // Starting a browser is the one slow command: on a busy machine (CI with two cores) it has taken over 20 s, and
  // over 60 s with other test runs beside it.
  const newSession = () =>
    cmd('POST', '/session', { capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } } } }, 120_000)

  try {
    for (let i = 0; ; i++) {
      const up = await fetch(base + '/status').then(
        (r) => r.ok,
        () => false,
      )
      if (up) break
      if (i > 100) throw new Error('WebKitWebDriver did not answer within 10 s')
      await new Promise((r) => setTimeout(r, 100))
    }
    // once more if the first try never answers (a MiniBrowser that did not come up)
    const session = await newSession().catch(() => newSession())
    const s = `/session/${session.sessionId}`
    return {
      name: 'WebKit',
      version: `WebKitGTK ${session.capabilities.browserVersion}`,
      async open() {
        const exec = (script: string, arg: unknown) => cmd('POST', `${s}/execute/sync`, { script, args: [JSON.stringify(arg ?? null)] })
        const actions = (a: unknown[]) => cmd('POST', `${s}/actions`, { actions: a })
        const tab: Tab = {
          goto: (url) => cmd('POST', `${s}/url`, { url }),
          async resize(width, height) {
            // The header bar's height is not known up front: size, measure, correct. The window manager
            // applies a size a little later, so each size is measured until it has taken effect.
            const inner = () => exec('return [innerWidth, innerHeight]', null) as Promise<[number, number]>
            let [w, h] = [Math.round(width * SCALE), Math.round(height * SCALE)]
            for (let i = 0; i < 4; i++) {
              const before = await inner()
              await cmd('POST', `${s}/window/rect`, { width: w, height: h })
              let now = await inner()
              for (let j = 0; j < 20 && now.join() === before.join(); j++) {
                await new Promise((r) => setTimeout(r, 50))
                now = await inner()
              }
              if (now[0] === width && now[1] === height) return
              w += Math.round((width - now[0]) * SCALE)
              h += Math.round((height - now[1]) * SCALE)
            }
            throw new Error(`WebKit: cannot size the page to ${width}x${height} (it is ${(await inner()).join('x')})`)
          },
          run: async (fn, arg) => JSON.parse(await exec(`return JSON.stringify((${fn})(JSON.parse(arguments[0])) ?? null)`, arg)),
          element: (fn, arg) => exec(`return (${fn})(JSON.parse(arguments[0]))`, arg),
          async click(el) {
            const [x, y] = await cmd('POST', `${s}/execute/sync`, {
              script:
                'const e = arguments[0]; e.scrollIntoView({ block: "center", behavior: "instant" }); const r = e.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]',
              args: [el],
            })
            const move = { type: 'pointerMove', x: Math.round(x * SCALE), y: Math.round(y * SCALE), origin: 'viewport' }
            await actions([
              {
                type: 'pointer',
                id: 'mouse',
                parameters: { pointerType: 'mouse' },
                actions: [move, { type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 }],
              },
            ])
          },
          type: (text) => actions(keyActions({ text })),
          press: (key) => actions(keyActions({ key })),
          screenshot: async () => Buffer.from(await cmd('GET', `${s}/screenshot`), 'base64'),
          async close() {
            await exec('localStorage.clear(); sessionStorage.clear()', null).catch(() => {}) // (about:blank has none)
            await cmd('DELETE', `${s}/cookie`)
            await cmd('POST', `${s}/url`, { url: 'about:blank' })
          },
        }
        await tab.resize(1280, 800)
        return tab
      },
      async close() {
        await cmd('DELETE', s).catch(() => {})
        kill()
      },
    }
  } catch (e) {
    kill()
    throw e
  }
}
