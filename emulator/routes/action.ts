// POST /rest/action {action, param?} (3.7.0 on): the version check, the exports that replaced the four backup
// GETs and /api's allvalues, the custom support text, installing firmware from a URL, and from 3.7.2 setting
// the system status, from 3.8.0 booting the other partition and resetting MQTT. An action the release does
// not have, a missing or unknown export type, or an admin action asked for by anyone else: 400, empty.

import { factsOf, type Release, since } from '../../src/schemas/releases.ts'
import type { App, Ctx } from '../context.ts'
import { jsonRoute } from '../endpoints.ts'
import { allValues } from './all-values.ts'
import { backup } from './backup.ts'
import { logLine } from './log.ts'
import { stateOf } from './system-state.ts'

type Obj = Record<string, unknown>
/** An action: its answer, or null for 400. */
type Action = (param: string | undefined, admin: boolean) => Obj | null

const INFO = 6
/** The app partitions of the emulated board (no factory "loader" partition). */
const PARTITIONS = ['app0', 'app1']

/** major.minor.patch and the pre-release identifiers of a semantic version; null when it is none. */
function semver(v: string): { core: number[]; pre: string[] } | null {
  const m = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(v.trim())
  return m && { core: [+m[1], +m[2], +m[3]], pre: m[4] ? m[4].split('.') : [] }
}

/** `a` is a later version than `b` by semantic versioning (3.8.1-dev.1 > 3.8.0 > 3.8.0-dev.9); an unreadable one never is. */
export function isLater(a: string, b: string): boolean {
  const x = semver(a)
  const y = semver(b)
  if (!x || !y) return false
  for (let i = 0; i < 3; i++) if (x.core[i] !== y.core[i]) return x.core[i] > y.core[i]
  if (!x.pre.length || !y.pre.length) return !x.pre.length && y.pre.length > 0 // a release beats its pre-releases
  for (let i = 0; i < Math.min(x.pre.length, y.pre.length); i++) {
    const [p, q] = [x.pre[i], y.pre[i]]
    if (p === q) continue
    const [pn, qn] = [/^\d+$/.test(p), /^\d+$/.test(q)]
    if (pn && qn) return +p > +q
    return pn !== qn ? qn : p > q // numbers sort before words
  }
  return x.pre.length > y.pre.length
}

/**
 * checkUpgrade: without a param the running version; with one, 3.7.0 compares it as the latest version,
 * 3.7.1-3.7.2 take "dev,stable" and answer for the branch the gateway runs (a release build: stable), 3.8.0
 * answers for both branches.
 */
export function checkUpgrade(r: Release, versions: string | undefined): Obj {
  if (!versions) return { emsesp_version: r }
  const comma = versions.indexOf(',')
  const dev = comma < 0 ? versions : versions.slice(0, comma)
  const stable = versions.slice(comma + 1)
  switch (factsOf(r).checkUpgrade) {
    case 'latest':
      return { emsesp_version: r, upgradeable: isLater(versions, r) }
    case 'branch':
      return { upgradeable: isLater(stable, r), emsesp_version: r }
    default:
      return { dev_upgradeable: isLater(dev, r), stable_upgradeable: isLater(stable, r), emsesp_version: r }
  }
}

/** The actions release `r` knows, by name. */
function actions(ctx: Ctx, r: Release): Record<string, Action> {
  const state = stateOf(ctx)
  const out: Record<string, Action> = {
    checkUpgrade: (param) => checkUpgrade(r, param),
    export: (param) => (param === undefined ? null : param === 'allvalues' ? allValues(ctx) : backup(ctx, param)),
    // The contents of an uploaded customSupport.json (backup.ts restores it), {} while there is none.
    [factsOf(r).customSupport!]: () => ctx.store.get('customSupport'),
    // Fetches the image in the background, then queues the restart (system-state.ts).
    uploadURL: (param, admin) => (admin ? (state.installFrom(param ?? ''), {}) : null),
  }
  // Any status code, as text (4 queues a restart).
  if (since(r, '3.7.2')) out.systemStatus = (param, admin) => (admin ? (state.set(Number.parseInt(param ?? '', 10) || 0), {}) : null)
  if (since(r, '3.8.0')) {
    // Boots the partition named at once; only who may call /rest/action at all is checked.
    out.setPartition = (param) => {
      if (!param || !PARTITIONS.includes(param)) return null
      logLine(ctx, INFO, 'system', `Restarting from partition ${param}`)
      ctx.restart()
      return {}
    }
    out.resetMQTT = (_, admin) => (admin ? (logLine(ctx, INFO, 'mqtt', 'Resetting MQTT connection'), {}) : null)
  }
  return out
}

export function register(app: App, ctx: Ctx) {
  const r = ctx.firmware.version
  if (!since(r, '3.7.0')) return
  ctx.store.define('customSupport', {})
  const known = actions(ctx, r)
  // Open to anyone in 3.7.0-3.7.1; from 3.7.2 the release's access rule makes it admin-only (auth.ts).
  jsonRoute(app, ctx, '/rest/action', since(r, '3.7.2') ? 'auth' : 'none', (c) => {
    const body = c.get('body') as Obj | undefined // none on a GET: no action
    const name = body && typeof body === 'object' ? body.action : undefined
    const param = typeof body?.param === 'string' ? body.param : undefined
    const run = typeof name === 'string' && Object.hasOwn(known, name) ? known[name] : null
    const answer = run?.(param, ctx.me(c.req.raw)?.admin === true) ?? null
    return answer ? c.json(answer) : c.body(null, 400)
  })
}
