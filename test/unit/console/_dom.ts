// Gives unit tests a browser-like global scope (happy-dom). Import it first in component tests.
import { Window } from 'happy-dom'

const win = new Window({ url: 'http://127.0.0.1:3080/' })
const g = globalThis as any
for (const key of Object.getOwnPropertyNames(win)) {
  if (key in g || key.startsWith('_')) continue
  try {
    g[key] = (win as any)[key]
  } catch {
    // read-only globals of Node stay as they are
  }
}
// Node has its own Event classes; DOM nodes accept only happy-dom's.
for (const key of ['Event', 'CustomEvent', 'EventTarget', 'KeyboardEvent', 'MouseEvent', 'FocusEvent', 'InputEvent']) g[key] = (win as any)[key]
g.window = win
g.document = win.document
g.localStorage = win.localStorage
g.location = win.location
g.history = win.history
g.addEventListener = win.addEventListener.bind(win)
g.removeEventListener = win.removeEventListener.bind(win)
g.dispatchEvent = win.dispatchEvent.bind(win)

export { win }
