// A production-only esbuild plugin that ships ky without the code the console's one kind of call cannot reach.
// The console calls ky in one place (src/api/transport.ts) with retry 0 and no progress callbacks. ky's core is
// one class, and esbuild cannot drop a branch that reads an option or a private method, so the plugin edits
// its source as it is loaded; the build warns (and ships that part as it is) when ky's source no longer has
// what it looks for:
//   - onDownloadProgress and onUploadProgress read as absent, so the stream wrappers that report progress go,
//     and so do parseJson and stringifyJson (JSON.parse and JSON.stringify, ky's defaults, stay);
//   - hooks read as none (the console passes none), so the loops that run them go;
//   - #retry runs the call once: with a limit of 0 it only ever rethrows the call's own error, so the retry
//     delays, Retry-After parsing and beforeRetry hooks go.
// test/build/slim-ky.test.mjs runs the slim ky and the whole one against a local server and compares, and
// checks that src/ asks ky for none of these.
import { slimPlugin } from './slim-plugin.mjs'

/** Options of ky the slim build reads as never passed. */
export const ABSENT = ['onDownloadProgress', 'onUploadProgress', 'parseJson', 'stringifyJson']

/** `src` without the method that starts with `head` (ky's build indents a method by four spaces and ends it
 *  with a line "    }"), or with `body` as its new body; null if it is not there. */
function method(src, head, body) {
  const from = src.indexOf(`\n    ${head} {\n`)
  if (from < 0) return null
  const end = src.indexOf('\n    }\n', from)
  return src.slice(0, from) + (body === undefined ? '' : `\n    ${head} {\n        ${body}\n    }`) + src.slice(end + 6)
}

/** The edited Ky.js and what could not be done. */
export function slim(source) {
  const missing = []
  let src = source
  const edit = (what, next) => (next == null || next === src ? missing.push(what) : (src = next))
  edit('options never passed', src.replace(new RegExp(`\\b(?:(?:ky|this)\\.#)?options\\.(${ABSENT.join('|')})\\b(?!\\s*=[^=])`, 'g'), 'undefined'))
  edit('hooks', src.replace(/\b(ky|this)\.#options\.hooks\.\w+\b/g, '[]'))
  edit('#retry', method(src, 'async #retry(function_)', 'return function_();'))
  edit('#calculateRetryDelay', method(src, 'async #calculateRetryDelay(error)'))
  edit('#calculateDelay', method(src, '#calculateDelay()'))
  return { contents: src, missing }
}

export const slimKy = slimPlugin('ky', /[\\/]node_modules[\\/]ky[\\/]distribution[\\/]core[\\/]Ky\.js$/, slim)
