// The live log's rules (docs/console.md §4, device-api §2b): entries not newer than the last seen are dropped
// (the device replays its buffer after fetchLog), a restart starts the ids again, the view is bounded.
import './_dom'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { addEntry, emptyView, type LogView, MAX_LINES, restarted, resume } from '../../../src/screens/system/log-stream'
import { uptimeMs } from '../../../src/screens/system/uptime'

const e = (i: number, m = 'msg ' + i) => ({ t: '000+00:00:0' + (i % 10) + '.000', l: 6, i, n: 'emsesp', m })
const feed = (v: LogView, ids: number[]) => ids.reduce((v, i) => addEntry(v, e(i)), v)
const ids = (v: LogView) => v.lines.map((l) => l.i)

test('in order: every entry is shown', () => {
  assert.equal(ids(feed(emptyView, [1, 2, 3])), [1, 2, 3])
})

test('a replay (fetchLog) or a repeat adds nothing; newer ids after it do', () => {
  let v = feed(emptyView, [1, 2, 3, 4])
  const same = addEntry(v, e(4))
  assert.is(same, v, 'an id already seen leaves the view as it is')
  v = feed(v, [1, 2, 3, 4, 5, 6])
  assert.equal(ids(v), [1, 2, 3, 4, 5, 6])
  assert.is(v.last, 6)
})

test('an older id than the last is dropped even when it was never shown', () => {
  assert.equal(ids(feed(emptyView, [5, 3, 6])), [5, 6])
})

test('after a restart the device counts from 1 again: those lines are kept, with keys of their own', () => {
  let v = feed(emptyView, [1, 2, 3])
  v = feed(restarted(v), [1, 2])
  assert.equal(ids(v), [1, 2, 3, 1, 2])
  assert.is(new Set(v.lines.map((l) => l.k)).size, 5)
  assert.equal(ids(feed(v, [2, 1])), [1, 2, 3, 1, 2], 'and the rule holds again from there')
})

test('a reopened stream: what came while the restart was being checked is shown once known, the boot first line too', () => {
  const v = feed(emptyView, [7, 8, 9])
  const held = [1, 2, 3].map((i) => e(i))
  const after = feed(resume(v, true, held), [1, 2, 3, 4])
  assert.equal(ids(after), [7, 8, 9, 1, 2, 3, 4], 'the replay of the new boot adds nothing twice')
  assert.equal(ids(resume(v, false, [...held, e(10)])), [7, 8, 9, 10], 'no restart: older ids are replays as before')
})

test('the view keeps the newest MAX_LINES lines', () => {
  const v = feed(
    emptyView,
    Array.from({ length: MAX_LINES + 5 }, (_, i) => i + 1),
  )
  assert.is(v.lines.length, MAX_LINES)
  assert.is(v.lines[0].i, 6)
  assert.is(v.lines.at(-1)!.i, MAX_LINES + 5)
})

test('uptime in milliseconds, to tell whether the device restarted while the stream was away', () => {
  assert.is(uptimeMs('000+00:00:05.250'), 5250)
  assert.is(uptimeMs('002+03:04:05.067'), ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 67)
  assert.ok(Number.isNaN(uptimeMs('2024-01-01 10:00:00.000')))
})

test.run()
