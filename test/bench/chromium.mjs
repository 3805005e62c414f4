// Shared by Chromium benches: the browser launch lives with the end-to-end tests (test/e2e/browser.ts), so
// benches and tests run the same Chromium the same way. Bench files run under tsx (see run.mjs), which is
// what lets this .mjs import TypeScript.
export { CHROMIUM_ARGS, launch } from '../e2e/browser.ts'

/** Runs fn `runs` times (after one warm-up) and returns the median of what it returns (ms, say). */
export async function medianOf(runs, fn) {
  await fn()
  const xs = []
  for (let i = 0; i < runs; i++) xs.push(await fn())
  return xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]
}
