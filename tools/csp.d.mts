// Types of csp.mjs for the TypeScript that imports it (the emulator's --dev snippet, tests).
export const RELEASE_HOST: string
/** 'sha256-...' (quoted, as a CSP source) of an inline element's text. */
export function hashOf(text: string): string
export function policy(html: string): string
export function withCsp(html: string): string
