// Settings of every area in ONE JSON file, `<dir>/settings.json`, keyed by area ('security', 'ota', ...).
// The firmware keeps one file per area under /config; one file is enough here and easy to inspect or delete.
import fs from 'node:fs'
import path from 'node:path'
import type { Logger } from './context.ts'

export type Store = ReturnType<typeof createStore>

export function createStore(dir: string, log: Logger) {
  const file = path.join(dir, 'settings.json')
  const defaults = new Map<string, object>()
  let saved = load()

  function load(): Record<string, object> {
    let text: string
    try {
      text = fs.readFileSync(file, 'utf8')
    } catch {
      return {} // no file yet: factory defaults
    }
    try {
      const data: unknown = JSON.parse(text)
      if (data && typeof data === 'object' && !Array.isArray(data)) return data as Record<string, object>
      throw new Error('not an object')
    } catch (e) {
      // A damaged file must not keep the emulator from starting; keep it for a post-mortem.
      fs.copyFileSync(file, file + '.corrupt')
      log.warn(`${file} is unreadable (${(e as Error).message}); using defaults, copy kept as settings.json.corrupt`)
      return {}
    }
  }

  // Temp file in the same folder, fsync, rename: after a crash the file is either the old or the new one.
  function persist(data: Record<string, object>) {
    fs.mkdirSync(dir, { recursive: true })
    const tmp = `${file}.${process.pid}.tmp`
    const fd = fs.openSync(tmp, 'w')
    try {
      fs.writeFileSync(fd, JSON.stringify(data, null, 2) + '\n')
      fs.fsyncSync(fd)
    } finally {
      fs.closeSync(fd)
    }
    try {
      fs.renameSync(tmp, file)
    } catch (e) {
      fs.rmSync(tmp, { force: true })
      throw e
    }
  }

  const known = (area: string) => {
    const d = defaults.get(area)
    if (!d) throw new Error(`store: area '${area}' is not defined (call store.define first)`)
    return d
  }

  return {
    /** Registers an area and its factory defaults (route modules do this in register()). */
    define<T extends object>(area: string, value: T) {
      defaults.set(area, structuredClone(value))
    },
    has: (area: string) => defaults.has(area),
    /** A fresh copy of the area's factory defaults. */
    defaults: <T extends object = Record<string, unknown>>(area: string): T => structuredClone(known(area)) as T,
    /** The saved value merged over the defaults (keys added to the defaults later show up too). */
    get<T extends object = Record<string, unknown>>(area: string): T {
      return structuredClone({ ...known(area), ...saved[area] }) as T
    },
    set<T extends object>(area: string, value: T) {
      known(area)
      const next = { ...saved, [area]: structuredClone(value) }
      persist(next) // throws before memory changes, so memory and file never disagree
      saved = next
    },
    /** Factory reset: every area back to its defaults, the file removed. */
    erase() {
      saved = {}
      fs.rmSync(file, { force: true })
    },
    file,
  }
}
