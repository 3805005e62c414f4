// Shared validation rules. Messages are i18n keys (namespace `v`); a form shows t(message, { field: label }).
import * as z from 'zod/mini'
import { type Validator, validate } from './validate'

// Short names for the answer schemas. Objects are loose: keys this console does not know are kept, as
// settings are posted back whole (device-api §0).
export const str = z.string()
export const num = z.number()
export const bool = z.boolean()
export const opt = z.optional
export const obj = z.looseObject
export const list = z.array

const IP_RE = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/
// Labels of letters, digits and hyphens, not starting or ending with a hyphen; 200 characters at most.
const LABEL_RE = /^[a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?$/

export const isIp = (s: string) => IP_RE.test(s)
export const isHostname = (s: string) => s.length > 0 && s.length <= 200 && s.split('.').every((l) => LABEL_RE.test(l))
export const isHostOrIp = (s: string) => isIp(s) || isHostname(s)

/** A required string: empty gives `message` (default 'c.v.required', shown as '{field} is required'). */
export const required = (message = 'c.v.required') => z.string().check(z.minLength(1, message))
/** A string that is empty or an IP address. */
export const optionalIp = z.string().check(z.refine((s) => s === '' || isIp(s), 'c.v.ip'))
/** A required hostname: empty gives 'c.v.required', otherwise it must be a valid hostname. */
export const hostname = required().check(z.refine(isHostname, 'c.v.hostname'))
/** A required IP address or hostname (NTP server, MQTT broker). */
export const hostOrIp = required().check(z.refine(isHostOrIp, 'c.v.hostOrIp'))
/** A required IP address; an omitted key (the firmware leaves unset addresses out) is 'required' too. */
export const ipRequired = z.string({ error: 'c.v.required' }).check(z.minLength(1, 'c.v.required'), z.refine(isIp, 'c.v.ip'))
/** An integer within [min, max]; `message` for both ends. */
export const intRange = (min: number, max: number, message: string) => z.number().check(z.int(message), z.gte(min, message), z.lte(max, message))
/** The same, with `message` also for no number at all (an emptied field), for rules that say the range. */
export const intField = (min: number, max: number, message: string) =>
  z.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message))
export const numRange = (min: number, max: number, message: string) => z.number().check(z.gte(min, message), z.lte(max, message))

/**
 * Attaches an issue to `path` from an object-level check (for rules that depend on other fields). The one
 * way object-level checks report, whether from .check((ctx) => ...), z.superRefine or onlyWhen below.
 */
export function issue(ctx: { issues: unknown[] }, path: string, message: string, input: unknown) {
  ctx.issues.push({ code: 'custom', message, path: [path], input })
}

/**
 * A settings schema with conditional rules, built by `rules(strict)`: strict, every conditional rule applies
 * whatever its condition. The schema the forms check is the lenient one; it carries the strict one for
 * latentErrors. A schema made from it by .check() carries none (latentErrors then finds what it finds).
 */
export const conditional = <S extends object>(rules: (strict: boolean) => S) => Object.assign(rules(false), { strict: rules(true) })
/**
 * The errors a value would have if every field were shown and enabled. The forms send the last accepted
 * value for a field that has one of these but is not checked now (hidden, or its switch is off).
 */
export const latentErrors = (schema: Validator & { strict?: Validator }, data: unknown) => validate(schema.strict ?? schema, data)

/** The values on the grid of `step` from `base` nearest below and above `v` (the same twice when `v` is on it). */
export function onStep(v: number, base: number, step: number): [number, number] {
  const k = (v - base) / step
  const at = (i: number) => +(base + i * step).toPrecision(12) // 0.1 steps without 0.30000000000000004
  const i = Math.round(k)
  return Math.abs(k - i) < 1e-6 ? [at(i), at(i)] : [at(Math.floor(k)), at(Math.ceil(k))]
}

/** Whether `v` is on the grid of `step` from `base`, as a number field with that step takes it. */
export const onGrid = (v: number, step: number, base = 0) => new Set(onStep(v, base, step)).size === 1

/** A number field that may be empty (NaN) because a conditional rule decides whether it must be set. */
export const maybeNum = z.union([z.number(), z.nan()])

/** A string of at most `max` characters (the device's 16 KB request limit leaves room for little more). */
export const maxText = (max: number) => z.string().check(z.maxLength(max, 'c.v.tooLong'))

/**
 * Rules for fields that only apply in some states (fixed IP on, MQTT enabled, AP not off): when `on`
 * holds (or `strict`, see conditional), each field is checked with its own schema. They run even when
 * another field's type check failed (an emptied number), so a form shows every message at once.
 */
export function onlyWhen<T>(strict: boolean, on: (d: T) => boolean, fields: Partial<Record<keyof T & string, Validator>>) {
  return z.superRefine<T>(
    (d, ctx) => {
      if (!d || typeof d !== 'object' || !(strict || on(d))) return
      for (const [k, s] of Object.entries(fields) as [string, Validator][]) {
        const message = s.safeParse((d as Record<string, unknown>)[k]).error?.issues[0]?.message
        if (message) issue(ctx, k, message, d)
      }
    },
    { when: () => true },
  )
}

// GPIOs a chip cannot use for our purposes (docs/console.md §5), as the firmware's own UI checks them (3.6.x-3.7.x).
// 3.6.x names the chips 'ESP32-S3', 3.7.0 on 'ESP32S3': both spellings read alike.
const BAD_GPIO: Record<string, (g: number) => boolean> = {
  ESP32: (g) => g === 1 || (g >= 6 && g <= 11) || g === 20 || g === 24 || (g >= 28 && g <= 31) || g > 40,
  ESP32C3: (g) => (g >= 11 && g <= 19) || g > 21,
  ESP32S2: (g) => (g >= 19 && g <= 20) || (g >= 22 && g <= 32) || g > 40,
  ESP32S3: (g) => (g >= 19 && g <= 20) || (g >= 22 && g <= 37) || (g >= 39 && g <= 42) || g > 48,
}
/** True when `gpio` may be used on `platform` (unknown or missing platforms follow the ESP32 rules). */
export const isValidGpio = (gpio: number, platform: unknown) =>
  Number.isInteger(gpio) && gpio >= 0 && !(BAD_GPIO[String(platform).replace('-', '')] ?? BAD_GPIO.ESP32)(gpio)
