// JSON equality, the one comparison of edited data with its original (forms, list edits, polled rows).

/** Equal as JSON: the same value, or the same JSON text (key order counts, undefined members drop out). */
export const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)
