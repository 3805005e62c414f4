// Where the README's screenshots go. A test run writes them to test-results/screenshots/ (not tracked), to
// look at after the run; `npm run screenshots` writes them to docs/screenshots/ (committed, shown in the
// README), so that `npm test` never changes tracked files (the live values and the scan's signal strengths
// differ in every run, and with them the PNG bytes).
import fs from 'node:fs'
import type { Page } from 'playwright-core'
import * as assert from 'uvu/assert'

export const SHOTS_DIR = new URL(process.env.EMS_SCREENSHOTS === 'docs' ? '../../docs/screenshots/' : '../../test-results/screenshots/', import.meta.url)

/** Writes NAME.png of the page's viewport to SHOTS_DIR and checks it is a PNG of `width` x `height`. */
export async function writeShot(page: Page, name: string, width: number, height: number) {
  fs.mkdirSync(SHOTS_DIR, { recursive: true })
  const file = new URL(name + '.png', SHOTS_DIR)
  fs.rmSync(file, { force: true })
  await page.screenshot({ path: file.pathname, animations: 'disabled', caret: 'hide' })
  const png = fs.readFileSync(file)
  assert.is(png.toString('latin1', 1, 4), 'PNG')
  assert.equal([png.readUInt32BE(16), png.readUInt32BE(20)], [width, height], name)
}
