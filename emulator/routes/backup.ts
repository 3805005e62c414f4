// Backups (device-api §1b): getSettings, getCustomizations, getSchedule and getEntities (from 3.7.0 the
// export action of /rest/action) as the firmware writes them (raw copies of its files, tagged with `type`),
// and restore(), which an uploaded .json of the same shape goes through at the next boot (device-api §4).
// Other areas' store values are read by name, so this works before and without their modules.

import { factsOf } from '../../src/schemas/releases.ts'
import { SecuritySettings } from '../../src/schemas/security.ts'
import type { LogSettings } from '../../src/schemas/system.ts'
import type { App, Ctx } from '../context.ts'
import { releaseKeys } from '../endpoints.ts'
import { LOG_DEFAULTS } from './log.ts'

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v)
const kind = (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v)

/** Sections of the settings backup and the store areas they are files of. */
const SECTIONS: [section: string, area: string][] = [
  ['Network', 'network'],
  ['AP', 'ap'],
  ['MQTT', 'mqtt'],
  ['NTP', 'ntp'],
  ['OTA', 'ota'],
  ['Security', 'security'],
  ['Settings', 'settings'],
]

const read = (ctx: Ctx, area: string): Obj => (ctx.store.has(area) ? ctx.store.get(area) : {})

/**
 * Writes `section` to `area` the way the firmware reads a settings file: every key of the defaults, taken
 * from the file when it has the same JSON type, else the default (`root["x"] | default`); unknown keys go.
 * Lists (users, sensors, schedule, entities) are lists of objects: anything else in them is skipped.
 */
function restoreArea(ctx: Ctx, area: string, section: unknown) {
  if (!ctx.store.has(area) || !isObj(section)) return
  const out: Obj = ctx.store.defaults(area)
  for (const [k, v] of Object.entries(out)) {
    const got = section[k]
    if (k in section && kind(got) === kind(v)) out[k] = Array.isArray(got) ? got.filter(isObj) : got
  }
  ctx.store.set(area, out)
}

/** The firmware keeps the web log settings in its application settings file as weblog_*. */
function settingsFile(ctx: Ctx): Obj {
  const log = ctx.store.get<LogSettings>('log')
  return { ...read(ctx, 'settings'), weblog_level: log.level, weblog_buffer: log.max_messages, weblog_compact: log.compact }
}

/** The files as the emulated release writes them: its version, none of the keys it does not have (device-api §10). */
export function getSettings(ctx: Ctx): Obj {
  const out: Obj = { type: 'settings', System: { version: ctx.firmware.version } }
  for (const [section, area] of SECTIONS) {
    if (area === 'ota' && !factsOf(ctx.firmware.version).ota) continue // 3.7.0 dropped the OTA settings
    const file = area === 'settings' ? { ...settingsFile(ctx), version: ctx.firmware.version } : read(ctx, area)
    out[section] = releaseKeys(ctx, area).answer(file)
  }
  return out
}

/** Sensor names and offsets (store 'sensors') and entity customizations (store 'customizations'). */
export function getCustomizations(ctx: Ctx): Obj {
  const sensors = read(ctx, 'sensors')
  return { type: 'customizations', Customizations: { ts: [], as: [], ...sensors, ...read(ctx, 'customizations') } }
}

/**
 * Applies an uploaded backup (what the device does at the boot after the upload). An unknown `type` or a
 * damaged file is ignored, as the firmware only logs it. Returns the type that was restored, or null.
 */
export function restore(ctx: Ctx, json: unknown): string | null {
  if (!isObj(json)) return null
  switch (json.type) {
    case 'settings':
      for (const [section, area] of SECTIONS) {
        const s = json[section]
        if (area === 'security') {
          // A Security section without users gives the factory accounts, as a POST without users does.
          const sec = isObj(s) ? SecuritySettings.safeParse({ ...ctx.store.defaults('security'), ...s }) : null
          if (sec?.success) ctx.store.set('security', sec.data)
        } else restoreArea(ctx, area, s)
        if (area === 'settings' && isObj(s)) restoreLog(ctx, s)
      }
      return 'settings'
    case 'customizations': {
      const c = json.Customizations
      if (!isObj(c)) return null
      restoreArea(ctx, 'sensors', c)
      restoreArea(ctx, 'customizations', c)
      return 'customizations'
    }
    case 'schedule':
      restoreArea(ctx, 'schedule', json.Schedule)
      return 'schedule'
    case 'entities':
      restoreArea(ctx, 'customEntities', json.Entities)
      return 'entities'
    case 'customSupport': // kept whole, as the firmware keeps the file (3.7.0 on)
      if (!factsOf(ctx.firmware.version).customSupport) return null
      ctx.store.set('customSupport', json)
      return 'customSupport'
  }
  return null
}

function restoreLog(ctx: Ctx, s: Obj) {
  const num = (v: unknown, d: number) => (typeof v === 'number' && Number.isInteger(v) ? v : d)
  ctx.store.set('log', {
    level: num(s.weblog_level, LOG_DEFAULTS.level),
    max_messages: num(s.weblog_buffer, LOG_DEFAULTS.max_messages) || LOG_DEFAULTS.max_messages,
    compact: typeof s.weblog_compact === 'boolean' ? s.weblog_compact : LOG_DEFAULTS.compact,
  })
}

/** The custom entities file; before 3.6.5 it has no `ram` (device-api §10). */
function entities(ctx: Ctx): Obj {
  const file: Obj = { entities: [], ...read(ctx, 'customEntities') }
  if (ctx.firmware.ram || !Array.isArray(file.entities)) return file
  return { ...file, entities: file.entities.map((e: unknown) => (isObj(e) ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== 'ram')) : e)) }
}

/** The four backups by type, as the GETs of 3.6.x and the export action of 3.7.0 on answer them; null: no such type. */
export function backup(ctx: Ctx, type: string): Obj | null {
  switch (type) {
    case 'settings':
      return getSettings(ctx)
    case 'customizations':
      return getCustomizations(ctx)
    case 'schedule':
      return { type: 'schedule', Schedule: { schedule: [], ...read(ctx, 'schedule') } }
    case 'entities':
      return { type: 'entities', Entities: entities(ctx) }
  }
  return null
}

export function register(app: App, ctx: Ctx) {
  if (factsOf(ctx.firmware.version).exports) return // from 3.7.0 an export of /rest/action (action.ts)
  const admin = ctx.auth('admin')
  app.get('/rest/getSettings', admin, (c) => c.json(backup(ctx, 'settings')))
  app.get('/rest/getCustomizations', admin, (c) => c.json(backup(ctx, 'customizations')))
  app.get('/rest/getSchedule', admin, (c) => c.json(backup(ctx, 'schedule')))
  app.get('/rest/getEntities', admin, (c) => c.json(backup(ctx, 'entities')))
}
