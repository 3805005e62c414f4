// Where the README's screenshots go. A test run writes them to test-results/screenshots/ (not tracked), to
// look at after the run; `npm run screenshots` writes them to docs/screenshots/ (committed, shown in the
// README), so that `npm test` never changes tracked files (the live values and the scan's signal strengths
// differ in every run, and with them the PNG bytes).
import fs from 'node:fs'
import zlib from 'node:zlib'
import type { Locator, Page } from 'playwright-core'
import * as assert from 'uvu/assert'

export const SHOTS_DIR = new URL(process.env.EMS_SCREENSHOTS === 'docs' ? '../../docs/screenshots/' : '../../test-results/screenshots/', import.meta.url)

/** What a picture shows, in numbers: its mean luminance (0-255), how many colours it has, and the share of
 *  its pixels (0-1) that the commonest colour covers. */
export interface Pixels {
  mean: number
  colours: number
  commonest: number
}

/** Reads the pixels of an 8-bit RGB or RGBA PNG, as Chromium writes its screenshots. */
export function pixelsOf(png: Buffer): Pixels {
  const [w, h] = [png.readUInt32BE(16), png.readUInt32BE(20)]
  assert.equal([png[24], [2, 6].includes(png[25]), png[28]], [8, true, 0], 'an 8-bit RGB(A) PNG, not interlaced')
  const bpp = png[25] === 6 ? 4 : 3
  const idat: Buffer[] = []
  for (let o = 8; o < png.length; o += 12 + png.readUInt32BE(o)) {
    if (png.toString('latin1', o + 4, o + 8) === 'IDAT') idat.push(png.subarray(o + 8, o + 8 + png.readUInt32BE(o)))
  }
  const raw = zlib.inflateSync(Buffer.concat(idat))
  const stride = w * bpp
  let prev = Buffer.alloc(stride)
  const counts = new Map<number, number>()
  let sum = 0
  for (let y = 0; y < h; y++) {
    const filter = raw[y * (stride + 1)]
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1))
    const row = Buffer.alloc(stride)
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? row[i - bpp] : 0
      const b = prev[i]
      const c = i >= bpp ? prev[i - bpp] : 0
      const p = a + b - c
      const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)]
      const add = [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][filter]
      row[i] = (line[i] + add) & 255
    }
    for (let i = 0; i < stride; i += bpp) {
      sum += 0.2126 * row[i] + 0.7152 * row[i + 1] + 0.0722 * row[i + 2]
      const key = (row[i] << 16) | (row[i + 1] << 8) | row[i + 2]
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
    prev = row
  }
  let most = 0
  for (const n of counts.values()) most = Math.max(most, n)
  return { mean: sum / (w * h), colours: counts.size, commonest: most / (w * h) }
}

/**
 * Writes NAME.png of the page's viewport to SHOTS_DIR and checks what it shows: the page no wider than its
 * viewport; each of `subjects` visible, its whole width in the `width` x `height` picture and its top too (all
 * of it, unless it is a list taller than half the picture, which may go on below); and a picture that is not
 * blank (many colours, none covering nearly all of it). Returns its pixels, for a test that compares two.
 */
export async function writeShot(page: Page, name: string, width: number, height: number, subjects: Locator[]): Promise<Pixels> {
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth])
  assert.ok(scroll <= client, `${name}: the page is ${scroll} px wide in a ${client} px viewport`)
  for (const s of subjects) {
    const b = await s.boundingBox()
    assert.ok(b && (await s.isVisible()), `${name}: ${s} is not shown`)
    const across = b.x >= 0 && b.x + b.width <= width + 0.5
    const down = b.y >= 0 && b.y < height && (b.y + b.height <= height + 0.5 || b.height > height / 2)
    assert.ok(across && down, `${name}: ${s} is cut: ${JSON.stringify(b)}`)
  }
  fs.mkdirSync(SHOTS_DIR, { recursive: true })
  const file = new URL(name + '.png', SHOTS_DIR)
  fs.rmSync(file, { force: true })
  await page.screenshot({ path: file.pathname, animations: 'disabled', caret: 'hide' })
  const png = fs.readFileSync(file)
  assert.is(png.toString('latin1', 1, 4), 'PNG')
  assert.equal([png.readUInt32BE(16), png.readUInt32BE(20)], [width, height], name)
  const px = pixelsOf(png)
  assert.ok(px.colours >= 32 && px.commonest < 0.98, `${name} looks blank: ${JSON.stringify(px)}`)
  return px
}
