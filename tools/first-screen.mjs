// The static first screen: what a browser paints while the rest of the page is still arriving (the page is
// ~125 KB; on a weak WiFi link its end comes seconds after its start). page.mjs puts `head` at the end of
// <head> and `body` first in <body>, before the app's script:
//   - the sign-in card as src/screens/signin renders it (same elements, classes, ids; test/unit/first-paint
//     checks that), in English, switched to the stored language by a tiny script with the four strings of
//     every locale (taken from locales/*.json here);
//   - for someone who holds a token (localStorage access_token), an empty frame of the app's layout instead;
//   - the theme kept in localStorage (src/state/theme.ts) applied before anything is drawn.
// Enter before the app runs only marks the form (data-sent); the app takes the values, the focus and that
// mark over and removes this screen (src/ui/first-paint.ts). Pico and the app's CSS are already in <head>.

import fs from 'node:fs'
import path from 'node:path'
import * as esbuild from 'esbuild'

/** The sign-in strings, in the order of the data-t indexes below. */
const KEYS = ['ui.language', 'c.username', 'c.password', 'c.signIn']

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const get = (obj, key) => key.split('.').reduce((o, k) => o?.[k], obj)

/** MARK (src/ui/icons.tsx) and LANGUAGES (src/languages.ts), as the app has them. */
async function fromSources(root) {
  const r = await esbuild.build({
    stdin: {
      contents: "export { MARK } from './src/ui/icons.tsx'\nexport { LANGUAGES } from './src/languages.ts'",
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    logLevel: 'silent',
  })
  return import('data:text/javascript;base64,' + Buffer.from(r.outputFiles[0].text).toString('base64'))
}

/** { head, body }: HTML for the end of <head> and the start of <body>. */
export async function firstPaint(root) {
  const { MARK, LANGUAGES } = await fromSources(root)
  const locales = Object.fromEntries(LANGUAGES.map(([code]) => [code, JSON.parse(fs.readFileSync(path.join(root, 'locales', code + '.json'), 'utf8'))]))
  const en = KEYS.map((k) => get(locales.en, k))
  const strings = Object.fromEntries(Object.entries(locales).map(([code, l]) => [code, KEYS.map((k, i) => get(l, k) ?? en[i])]))
  const s = (i) => `data-t="${i}"`

  // Runs before <body> is parsed: theme and token decide what the first paint shows.
  const head =
    '<script>try{var d=document.documentElement,s=localStorage,t=s.getItem("theme");' +
    'if(t=="light"||t=="dark")d.dataset.theme=t;if(s.getItem("access_token"))d.classList.add("token")}catch(e){}</script>'

  const options = LANGUAGES.map(([code, name]) => `<option value="${code}"${code === 'en' ? ' selected' : ''}>${esc(name)}</option>`)
  // The password sits in the app's .pw box, so it has the same padding; its show/hide button comes with the app.
  // The user name takes the focus at once (the app keeps it, or gives it when it draws the card itself).
  const field = (
    name,
    type,
    label,
    auto,
    input = `<input type="${type}" id="f-${name}" name="${name}" autocomplete="${auto}"${type === 'text' ? ' autofocus' : ''}>`,
  ) =>
    `<div class="field"><label for="f-${name}" ${s(label)}>${esc(en[label])}</label>` +
    (type === 'password' ? `<div class="pw">${input}</div>` : input) +
    '</div>'
  const card =
    '<main class="signin"><article><header>' +
    '<h1><svg class="mark" aria-hidden="true"><use href="#mark"/></svg>EMS-ESP</h1>' +
    `<select class="lang" aria-label="${esc(en[0])}" ${s(0)}>${options.join('')}</select>` +
    '</header>' +
    `<form novalidate>` +
    field('username', 'text', 1, 'username') +
    field('password', 'password', 2, 'current-password') +
    `<button type="submit" ${s(3)}>${esc(en[3])}</button></form></article></main>`
  const frame =
    '<div class="layout"><aside class="sidebar"></aside><div class="main">' +
    '<header class="topbar"><strong class="brand">EMS-ESP</strong></header><main aria-busy="true"></main></div></div>'
  const table = JSON.stringify(strings).replace(/</g, '\\u003c')
  const lang =
    // a language code, or one of the browser's ('de-DE'; nb and nn are Norwegian, as src/i18n.ts reads them)
    `<script>var firstLang=function(T){return function(l){l=l&&l.slice(0,2).replace(/n[bn]/,"no");var s=T[l],f=document.getElementById("first");if(!s||!f)return;` +
    'document.documentElement.lang=l;f.querySelector("select").value=l;f.querySelectorAll("[data-t]").forEach(function(e){' +
    `var v=s[e.dataset.t];e.dataset.t=="0"?e.setAttribute("aria-label",v):e.textContent=v});return 1}}(${table});` +
    // the stored language, else the browser's first one of ours: as src/i18n.ts picks it
    'try{[localStorage.getItem("lang")].concat(navigator.languages).some(firstLang)}catch(e){}' +
    // the handlers here, not in onchange="" / onsubmit="" attributes, which the page's CSP blocks (tools/csp.mjs).
    // Enter or the button before the app runs: remembered (data-sent), never sent as a GET with the password.
    'var F=document.getElementById("first"),S=F.querySelector("select"),G=F.querySelector("form");S.onchange=function(){' +
    'try{localStorage.setItem("lang",S.value)}catch(e){}firstLang(S.value)};G.onsubmit=' +
    'function(e){e.preventDefault();G.dataset.sent=1;G.lastChild.setAttribute("aria-busy","true")}</script>'

  // the symbol stays in the page after the app took over: its <Mark> draws it too
  const body = `<svg hidden>${MARK}</svg><div id="first">${card}${frame}</div>${lang}`
  return { head, body }
}
