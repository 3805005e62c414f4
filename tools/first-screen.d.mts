// Types of tools/first-screen.mjs for the TypeScript tests that import it.
/** HTML for the end of <head> (theme and token script) and the start of <body> (the static first screen). */
export function firstPaint(root: string): Promise<{ head: string; body: string }>
