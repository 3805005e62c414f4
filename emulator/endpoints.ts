// The two kinds of JSON endpoint of the firmware: any JSON-body handler (AsyncJsonWebHandler) and the
// settings-style one built on it (HttpEndpoint). Device-api §0.
import type { Handler, MiddlewareHandler } from 'hono'
import type * as z from 'zod/mini'
import type { App, Ctx, Env, Level } from './context.ts'
import { without } from './firmware.ts'
import { kind } from './store.ts'

export const MAX_BODY = 16384

/**
 * The body of `req`, read chunk by chunk and given up (null) as soon as it passes `max` bytes, so a huge or
 * endless chunked body never sits in memory. What the client still sends after that is drained and the
 * connection closed by @hono/node-server once the answer is out.
 */
export async function readLimited(req: Request, max: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (Number(req.headers.get('content-length') ?? 0) > max) return null
  if (!req.body) return new Uint8Array(0)
  const reader = req.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      reader.releaseLock() // not cancel(): that would drop the socket before the answer goes out
      return null
    }
    chunks.push(value)
  }
  const out = new Uint8Array(size)
  let at = 0
  for (const c of chunks) out.set(c, (at += c.byteLength) - c.byteLength)
  return out
}

const isJson = (type: string | undefined) => (type ?? '').split(';')[0].trim().toLowerCase() === 'application/json'

/**
 * JSON-body rules, checked in the firmware's order, before auth: a non-GET request without
 * Content-Type application/json is not routed at all (404); a body over 16384 bytes is 413; a missing or
 * unparsable body is 400. The parsed body lands in c.var.body. The limit holds while reading (readLimited).
 */
export const jsonBody: MiddlewareHandler<Env> = async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    if (!isJson(c.req.header('content-type'))) return c.body(null, 404)
    const raw = await readLimited(c.req.raw, MAX_BODY)
    if (!raw) return c.body(null, 413)
    try {
      c.set('body', JSON.parse(new TextDecoder().decode(raw)))
    } catch {
      return c.body(null, 400) // also an empty body
    }
  }
  await next()
}

/** A route answering GET, POST, PUT and PATCH with the JSON-body rules, then auth, then `handler`. */
export function jsonRoute(app: App, ctx: Ctx, path: string, level: Level, handler: Handler<Env>) {
  app.on(['GET', 'POST', 'PUT', 'PATCH'], path, jsonBody, ctx.auth(level), handler)
}

/**
 * A settings-style route (the firmware's HttpEndpoint): like jsonRoute, on the methods the emulated
 * release has (device-api §10: GET and POST only until 3.6.4, so PUT and PATCH are not found there).
 */
export function httpEndpoint(app: App, ctx: Ctx, path: string, level: Level, handler: Handler<Env>) {
  app.on(ctx.firmware.httpEndpointMethods, path, jsonBody, ctx.auth(level), handler)
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v)

/**
 * A settings POST as the emulator takes it: `body` laid over `defaults` (an omitted key is reset, as the
 * firmware does) and checked with `schema`; null (400) when that fails. With --lenient it reads like the
 * firmware instead (device-api §0 "Type coercion"): a key whose JSON type differs from its default's takes
 * the default, then every key the schema still refuses (an out-of-range number, a wrong optional) takes its
 * default or is left out; null only when that is not enough (a rule between fields).
 */
export function readSettings<S extends z.ZodMiniType>(
  ctx: Ctx,
  defaults: Record<string, unknown>,
  body: Record<string, unknown>,
  schema: S,
): z.output<S> | null {
  const strict = schema.safeParse({ ...defaults, ...body })
  if (strict.success || !ctx.lenient) return strict.success ? strict.data : null
  const state: Record<string, unknown> = { ...body }
  for (const [k, d] of Object.entries(defaults)) state[k] = k in body && kind(body[k]) === kind(d) ? body[k] : d
  for (let round = 0; round < 3; round++) {
    const r = schema.safeParse(state)
    if (r.success) {
      ctx.log.info(
        `--lenient: ${Object.keys(state)
          .filter((k) => state[k] !== body[k])
          .join(', ')} took the default`,
      )
      return r.data
    }
    for (const { path } of r.error.issues) {
      const k = String(path[0])
      if (k in defaults) state[k] = defaults[k]
      else delete state[k]
    }
  }
  return null
}

/** The keys the firmware stores: those of the defaults and those the schema names (optional ones too). */
export function onlyKnown(data: Record<string, unknown>, defaults: object, schema: z.ZodMiniType) {
  const shape = (schema as { shape?: object }).shape ?? {}
  return Object.fromEntries(Object.entries(data).filter(([k]) => k in defaults || k in shape))
}

/**
 * The keys of a settings area that the emulated release does not have (device-api §10), e.g. mqtt enableTLS
 * before 3.6.5: answers leave them out, and a POSTed value of one is ignored (the stored value stays).
 */
export function releaseKeys(ctx: Ctx, area: string) {
  const absent = (ctx.firmware.absent as Record<string, string[] | undefined>)[area] ?? []
  return {
    answer: <T extends object>(state: T) => without(state, absent),
    posted: (body: Record<string, unknown>, stored: Record<string, unknown>) => {
      const out = without(body, absent)
      for (const k of absent) if (k in stored) out[k] = stored[k]
      return out
    },
  }
}

export interface SettingsEndpoint<S extends z.ZodMiniType> {
  path: string
  /** Store area, defined beforehand with ctx.store.define(area, defaults). */
  area: string
  /** Checks the state a POST would produce; failure gives 400 and nothing is saved. */
  schema: S
  level?: Level // default 'admin'
  /** True when a restart-class field changed: the POST then answers 205 with an empty body. */
  restart?: (before: z.output<S>, after: z.output<S>) => boolean
  /**
   * Optional: turns the validated state into what the firmware stores, before it is saved, compared by
   * `restart` and answered (e.g. unset addresses left out, or its defaults for values of the wrong type).
   */
  normalize?: (state: z.output<S>) => z.output<S>
}

/**
 * HttpEndpoint: GET answers the state; POST takes an object, saves it and answers 200 with the full new
 * state (or 205 empty, see `restart`); PUT and PATCH only answer the state (3.6.5; see httpEndpoint).
 * Like the firmware, a key the POST omits is reset to its default: the body is laid over the defaults and
 * the result is validated. Unknown keys are dropped (onlyKnown), as the firmware ignores them.
 */
export function settingsEndpoint<S extends z.ZodMiniType>(app: App, ctx: Ctx, ep: SettingsEndpoint<S>) {
  const release = releaseKeys(ctx, ep.area)
  httpEndpoint(app, ctx, ep.path, ep.level ?? 'admin', (c) => {
    if (c.req.method !== 'POST') return c.json(release.answer(ctx.store.get(ep.area)))
    const body = c.get('body')
    if (!isObject(body)) return c.body(null, 400)
    const before = ctx.store.get<Record<string, unknown>>(ep.area)
    const data = readSettings(ctx, ctx.store.defaults(ep.area), release.posted(body, before), ep.schema)
    if (!data) return c.body(null, 400)
    // The schemas are loose (the console keeps keys it does not know); the firmware ignores them.
    const known = onlyKnown(data as Record<string, unknown>, ctx.store.defaults(ep.area), ep.schema) as z.output<S>
    const next = ep.normalize ? ep.normalize(known) : known
    ctx.store.set(ep.area, next as object)
    if (ep.restart?.(before as z.output<S>, next)) return c.body(null, 205)
    return c.json(release.answer(ctx.store.get(ep.area)))
  })
}
