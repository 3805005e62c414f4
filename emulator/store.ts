// Settings of every area in ONE JSON file, `<dir>/settings.json`, keyed by area ('security', 'ota', ...).
// The firmware keeps one file per area under /config; one file is enough here and easy to inspect or delete.
// Whatever the file holds, the emulator starts and serves: an area that does not fit its defaults' types or
// its schema is left at its defaults with a warning.
import fs from 'node:fs'
import path from 'node:path'
import type { Logger } from './logger.ts'

/** What the store needs of a zod schema: a check of a whole area. */
interface Check {
  safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }
}

/** The JSON kind of a value, for comparing a stored value with its default. */
export const kind = (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v)
const isObj = (v: unknown): v is Record<string, unknown> => kind(v) === 'object'

/** Is the process that wrote `<file>.<pid>.tmp` still running? (Only then may the file be in use.) */
function alive(pid: number) {
  if (pid === process.pid) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export type Store = ReturnType<typeof createStore>

export function createStore(dir: string, log: Logger) {
  const file = path.join(dir, 'settings.json')
  const defaults = new Map<string, object>()
  removeStaleTemps()
  let saved = load()
  // What an area shows without being saved (an --unconfigured start's empty SSID): never written, and gone
  // at the area's next save or a factory reset, so the file keeps what the user saved until then.
  let shown: Record<string, object> = {}

  // A crash between writing the temp file and renaming it leaves `settings.json.<pid>.tmp` behind.
  function removeStaleTemps() {
    let names: string[]
    try {
      names = fs.readdirSync(dir)
    } catch {
      return // no folder yet
    }
    for (const name of names) {
      const m = /^settings\.json\.(\d+)\.tmp$/.exec(name)
      if (m && !alive(Number(m[1]))) {
        fs.rmSync(path.join(dir, name), { force: true })
        log.warn(`removed ${name}, left behind by an interrupted save`)
      }
    }
  }

  function load(): Record<string, object> {
    let text: string
    try {
      text = fs.readFileSync(file, 'utf8')
    } catch {
      return {} // no file yet: factory defaults
    }
    try {
      const data: unknown = JSON.parse(text.replace(/^\uFEFF/, '')) // an editor's byte-order mark is fine
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
    /**
     * Registers an area and its factory defaults (route modules do this in register()), and checks what the
     * file holds for it: a value that is not an object, a key of another JSON type than its default (e.g.
     * `users: null`), or a failed `schema` check leaves the area at its defaults, with a warning.
     */
    define<T extends object>(area: string, value: T, schema?: Check) {
      defaults.set(area, structuredClone(value))
      if (!(area in saved)) return
      const got: unknown = saved[area]
      let problem = ''
      if (!isObj(got)) problem = `is ${kind(got)}, not an object`
      else {
        const bad = Object.keys(value).find((k) => k in got && kind(got[k]) !== kind((value as Record<string, unknown>)[k]))
        if (bad) problem = `${bad} is ${kind(got[bad])}, not ${kind((value as Record<string, unknown>)[bad])}`
        else {
          const issue = schema?.safeParse({ ...value, ...got }).error?.issues[0]
          if (issue) problem = `${issue.path.join('.') || '(area)'}: ${issue.message}`
        }
      }
      if (!problem) return
      const { [area]: _dropped, ...rest } = saved
      saved = rest
      log.warn(`${file}: ${area} ${problem}; using its defaults (the file is rewritten at the next save)`)
    },
    has: (area: string) => defaults.has(area),
    /** A fresh copy of the area's factory defaults. */
    defaults: <T extends object = Record<string, unknown>>(area: string): T => structuredClone(known(area)) as T,
    /** The saved value merged over the defaults (keys added to the defaults later show up too). */
    get<T extends object = Record<string, unknown>>(area: string): T {
      return structuredClone({ ...known(area), ...saved[area], ...shown[area] }) as T
    },
    /** Shows `value` as the area until the area is next saved, without touching the file. */
    pretend<T extends object>(area: string, value: T) {
      known(area)
      shown = { ...shown, [area]: structuredClone(value) }
    },
    set<T extends object>(area: string, value: T) {
      known(area)
      const next = { ...saved, [area]: structuredClone(value) }
      persist(next) // throws before memory changes, so memory and file never disagree
      saved = next
      const { [area]: _saved, ...rest } = shown
      shown = rest
    },
    /** Factory reset: every area back to its defaults, the file removed. */
    erase() {
      saved = {}
      shown = {}
      fs.rmSync(file, { force: true })
    },
    file,
  }
}
