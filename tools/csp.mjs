// The page's Content-Security-Policy, computed from the page itself: a <meta http-equiv> right after
// <meta charset>, before the first <style> or <script> it has to cover (a meta policy only applies to what
// comes after it). The page runs only what it shipped:
//   default-src 'none'        nothing that is not named below (fonts, frames, workers, objects, media...)
//   script-src  'sha256-...'  each inline <script> by the hash of its text; no 'unsafe-inline', no 'unsafe-eval'
//                             (zod/mini's objects do not compile parsers, so its new Function probe is not
//                             in the bundle; msgpackr's, for its records, is left out: tools/slim-msgpackr.mjs)
//   style-src   'sha256-...'  the one inline <style>. Preact sets element.style through the CSSOM, which CSP
//                             does not govern, so no 'unsafe-inline'; the shell may carry no style="" attribute
//   connect-src 'self' https://api.github.com
//                             the device's /rest, /api and /es/log, and the version check (src/api/system.ts)
//   img-src     'self' data:  the data: favicon and Pico's data: SVG icons (select arrow, checkmarks)
//   base-uri 'none'; form-action 'self'
// frame-ancestors cannot be set from a <meta>: only the device's own headers could.
// The dev build's live-reload hook is part of its module script, so it is covered by that script's hash
// (the policy is the same in dev; only the hashes differ, as the scripts do); the emulator's --dev snippet,
// added to a production page, brings its own hash (emulator/page.ts).
// Tests: a script added to the page (addScriptTag) or a string predicate Playwright evaluates with eval
// (waitForFunction('...')) is refused like anything else; evaluate and functions go through DevTools and are not.
import { createHash } from 'node:crypto'

/** The release lookup of the version check (src/api/system.ts, RELEASES). */
export const RELEASE_HOST = 'https://api.github.com'

/** 'sha256-...' of an inline element's text as a browser hashes it: UTF-8, after the HTML parser's
 *  newline normalisation (CRLF and CR become LF). */
export const hashOf = (text) => `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`

/** The inline texts of every <script> or <style> element of `html`. */
const inline = (html, tag) => [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>([^]*?)</${tag}>`, 'gi'))].map((m) => m[1])

/** The policy for `html`. */
export function policy(html) {
  const hashes = (tag) => [...new Set(inline(html, tag).map(hashOf))].join(' ')
  return [
    "default-src 'none'",
    `script-src ${hashes('script')}`,
    `style-src ${hashes('style')}`,
    `connect-src 'self' ${RELEASE_HOST}`,
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'self'",
  ].join(';')
}

/** `html` with its policy in a <meta> after <meta charset>. Refuses markup the policy would block: inline
 *  event handlers (onclick="...") and style="" attributes outside the scripts and styles. */
export function withCsp(html) {
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '')
  const bad = markup.match(/<[^>]*\s(on[a-z]+|style)\s*=[^>]*>/i)
  if (bad) throw new Error(`the page's markup has an inline ${bad[1]}= the CSP would block: ${bad[0].slice(0, 80)}`)
  if (html.includes('\0')) throw new Error('the page contains a NUL character: its hashes would not match')
  const charset = '<meta charset="utf-8">'
  if (!html.includes(charset)) throw new Error(`no ${charset} to put the CSP after`)
  return html.replace(charset, `${charset}<meta http-equiv="Content-Security-Policy" content="${policy(html)}">`)
}
