// Reading an answer against its schema: exactly for what may be sent back, leniently for what is only shown.
import type { ZodMiniType } from 'zod/mini'
import { unreadable } from './errors'

type Issue = { code: string; path: PropertyKey[]; expected?: string }

// Issue codes of value rules (a port out of range, an empty host): the forms show them on their fields.
// Every other code (a wrong type, a missing key, a bad array or union) makes an answer unreadable.
const VALUE_RULES = ['too_big', 'too_small', 'invalid_format', 'not_multiple_of', 'custom']
const rule = (i: Issue) => VALUE_RULES.includes(i.code)
/** The place in the path of the list index of the record a wrong id belongs to (-1: none, or no list). */
const row = (i: Issue) => (!rule(i) && i.path.at(-1) === 'id' ? i.path.map((k) => typeof k).lastIndexOf('number') : -1)
/** A field that should be text, a number or a switch (or one of a union) but is not. */
const leaf = (i: Issue) =>
  i.path.length > 0 &&
  i.path.at(-1) !== 'id' &&
  (i.code === 'invalid_union' || (i.code === 'invalid_type' && ['string', 'number', 'boolean'].includes(i.expected!)))

/**
 * Checks an answer against its schema and returns it (loose objects keep unknown keys; keys a firmware
 * release does not send are optional in the schemas). A value our rules reject is still the device's and
 * is kept as sent (the form shows the rule's message); a wrong type or shape throws unreadable(path).
 * `shown`: an answer only shown on screen (device-api §10: releases differ). A field of an object that
 * should be text or a number but is not shows as its text, or as nothing when it is no text (an object,
 * null, missing) or should be a switch ("false" would read as true). A record of a list whose `id` is
 * missing or wrong is dropped: the screens key, open and write by it, so without it there is nothing to
 * show, while the other records still are. The rest of the screen works. A wrong list or object, the
 * answer's own id, or an answer with nothing right at its top, stays unreadable. `data` is never changed:
 * a mended answer is a copy.
 */
export function parse<T>(schema: ZodMiniType<T>, data: unknown, path: string, shown = false): T {
  const r = schema.safeParse(data)
  if (r.success) return r.data
  const issues = r.error.issues as Issue[]
  if (issues.every(rule)) return data as T
  if (shown && issues.every((i) => rule(i) || leaf(i) || row(i) >= 0)) {
    // Something right at the top: a key of the schema that the answer has and that is not itself wrong.
    const bad = new Set(issues.filter((i) => i.path.length < 2).map((i) => i.path[0]))
    const shape = (schema as { shape?: object }).shape ?? {}
    if (Object.keys(shape).some((k) => k in (data as object) && !bad.has(k))) return mend(data, issues) as T
  }
  throw unreadable(path)
}

/** A copy of `data` with the wrong fields as text or nothing and without the records of wrong ids (see parse). */
function mend(data: unknown, issues: Issue[]): unknown {
  // Places in the answer as their path joined by commas (the answers' keys have none): the wrong fields with
  // the type they should have, and the records to leave out.
  const fields = new Map<string, string | undefined>()
  const gone = new Set<string>()
  for (const i of issues) {
    const n = row(i)
    if (n >= 0) gone.add(String(i.path.slice(0, n + 1)))
    else if (leaf(i)) fields.set(String(i.path), i.expected)
  }
  // Every object and list is new; a value is shared only where it is no object.
  const copy = (v: unknown, at: PropertyKey[]): unknown => {
    if (fields.has(String(at))) return fields.get(String(at)) === 'boolean' || v == null || typeof v === 'object' ? undefined : String(v)
    if (Array.isArray(v)) return v.flatMap((x, j) => (gone.has(String([...at, j])) ? [] : [copy(x, [...at, j])]))
    return v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, copy(x, [...at, k])])) : v
  }
  return copy(data, [])
}
