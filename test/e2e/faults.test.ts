// Fault matrix: every GET the console makes x every way an answer can go wrong, injected with
// page.route in real Chromium. Each fault must end in a translated error with Retry (or, for 401, the
// sign-out to /unauthorized), without a page error, an endless spinner or a white screen, and Retry must
// recover once the fault is gone. Every settings form must keep every typed value when its save fails.
//
// One page per endpoint with its faults in sequence (a fault = the route handler's current mode), a few
// pages at once: most of the time goes into waiting for the client's time-outs. The whole matrix runs in
// `before`; each endpoint's test then reports its own cases, and `after` prints the matrix and its counts.
//
// The parts: faults-kinds (the faults, what counts as translated), faults-endpoints and faults-forms (what
// is faulted), faults-load (an endpoint's faults on one page), faults-run (the run's state and summary).

import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { releaseBrowser, useBrowser } from './browser'
import { startEmulator } from './emulator'
import { ENDPOINTS, faultsOf, nameOf } from './faults-endpoints'
import { FORMS, saveFaults, saveName } from './faults-forms'
import { SAVE_FAULTS, TIMEOUT } from './faults-kinds'
import { loadFaults } from './faults-load'
import { PARALLEL, picked, printMatrix, results, run } from './faults-run'
import { tokenOf } from './fixture'

const t = suite('faults')

t.before(async () => {
  run.emu = await startEmulator()
  run.browser = await useBrowser()
  run.token = await tokenOf(run, 'admin')
  // Longest first, so the pages end about together.
  const jobs = [
    ...ENDPOINTS.filter((ep) => picked(nameOf(ep))).map((ep) => ({
      cost: faultsOf(ep).length + (ep.slow ?? 0) / 1000 + (ep.timeout ?? TIMEOUT) / 1000,
      run: () => loadFaults(ep),
    })),
    ...FORMS.filter((f) => picked(saveName(f))).map((f) => ({ cost: 6, run: () => saveFaults(f) })),
  ].sort((a, b) => b.cost - a.cost)
  const started = Date.now()
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) await job.run()
    }),
  )
  console.log(`fault matrix ran in ${Math.round((Date.now() - started) / 1000)} s`)
})

t.after(async () => {
  printMatrix()
  if (run.browser) await releaseBrowser()
  await run.emu?.stop()
})

for (const ep of ENDPOINTS.filter((e) => picked(nameOf(e)))) {
  t(`every fault of ${nameOf(ep)}`, () => {
    const bad = results.filter((r) => r.group === nameOf(ep) && r.problem)
    assert.is(results.filter((r) => r.group === nameOf(ep)).length, faultsOf(ep).length, 'every fault ran')
    assert.equal(
      bad.map((r) => `${r.fault}: ${r.problem}`),
      [],
    )
  })
}
for (const f of FORMS.filter((x) => picked(saveName(x)))) {
  t(`a failed save of ${f.screen} keeps every typed value`, () => {
    const mine = results.filter((r) => r.group === saveName(f))
    assert.is(mine.length, SAVE_FAULTS.length, 'every fault ran')
    assert.equal(
      mine.filter((r) => r.problem).map((r) => `${r.fault}: ${r.problem}`),
      [],
    )
  })
}

t.run()
