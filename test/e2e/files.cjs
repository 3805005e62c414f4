// Several end-to-end files in one process: `node -r tsx test/e2e/files.cjs a.test.ts b.test.ts ...` (names in
// test/e2e). uvu's own way of running files (each file's suites queued, then run in order, one report), with one
// Chromium held across them (browser.ts), so the files pay the start of node, tsx and the browser once.
// test/run.mjs runs the small files so; a file run alone with uvu gets the same tests and its own browser.
// (CommonJS, as uvu loads test files under `-r tsx`: the files and this runner then share one browser.ts.)
const path = require('node:path')
const { releaseBrowser, useBrowser } = require('./browser.ts')

globalThis.UVU_DEFER = 1
const uvu = require('uvu')

async function main() {
  await useBrowser()
  process.argv.slice(2).forEach((file, i) => {
    globalThis.UVU_QUEUE.push([file])
    globalThis.UVU_INDEX = i
    require(path.join(__dirname, file))
  })
  await uvu.exec()
  await releaseBrowser()
}
main().catch((e) => {
  console.error(e)
  process.exitCode = 1
})
