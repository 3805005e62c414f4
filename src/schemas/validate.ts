// Runs a schema and keys its messages by field path: what the forms show and what the emulator checks.

/** What a form or the emulator needs of a schema (any zod/mini schema fits). */
export interface Validator {
  safeParse(v: unknown): { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }
}

export type Errors = Record<string, string>

/** Issues keyed by dotted path ('port', 'users.0.username'); the first issue of a path wins. */
export function validate(schema: Validator, data: unknown): Errors {
  const r = schema.safeParse(data)
  const out: Errors = {}
  for (const i of r.error?.issues ?? []) {
    const k = i.path.map(String).join('.')
    if (!(k in out)) out[k] = i.message
  }
  return out
}
