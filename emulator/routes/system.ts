// System status, restart, factory reset, partition switch and OTA settings (device-api §1a, §3f, §5); from
// 3.7.0 system status alone (system-status.ts), the rest being /api commands and /rest/action actions.

import { factsOf, since } from '../../src/schemas/releases.ts'
import { OtaSettings } from '../../src/schemas/system.ts'
import { platformOf } from '../chip.ts'
import type { App, Ctx } from '../context.ts'
import { settingsEndpoint } from '../endpoints.ts'
import { without } from '../firmware.ts'
import { systemStatus } from './hardware.ts'
import { stateOf } from './system-state.ts'
import { systemStatus37 } from './system-status.ts'

export const OTA_DEFAULTS: OtaSettings = { enabled: false, port: 8266, password: 'ems-esp-neo' }

export function register(app: App, ctx: Ctx) {
  ctx.store.define('ota', OTA_DEFAULTS, OtaSettings) // kept in the settings file whatever the release

  const fw = ctx.firmware
  const facts = factsOf(fw.version)
  // 3.7.0 moved system status into EMS-ESP's web service, registered without any check until 3.7.1.
  if (facts.systemCall === 'api') {
    const state = stateOf(ctx)
    app.get('/rest/systemStatus', ctx.auth(since(fw.version, '3.7.2') ? 'auth' : 'none'), (c) => {
      const res = c.json(systemStatus37(ctx))
      state.afterRead() // a queued restart starts once this answer is on its way
      return res
    })
    return // no restart, factory reset, partition or OTA endpoints any more (device-api §5)
  }
  // Before 3.6.5 there is no chip model, revision, cores, Arduino version or partition (device-api §10).
  app.get('/rest/systemStatus', ctx.auth('auth'), (c) =>
    c.json(without(systemStatus(ctx.uptimeMs(), fw.version, platformOf(ctx.chip, fw.chipDash)), fw.absent.systemStatus)),
  )
  // 3.6.0-3.6.4 only, and open to anyone.
  if (fw.features) app.get('/rest/features', (c) => c.json({ version: fw.version, platform: platformOf(ctx.chip, fw.chipDash) }))

  // Plain POST handlers on the device: no JSON body, so no Content-Type rule.
  app.post('/rest/restart', ctx.auth('admin'), (c) => {
    ctx.restart()
    return c.body(null, 200)
  })
  app.post('/rest/factoryReset', ctx.auth('admin'), (c) => {
    ctx.restart(() => ctx.store.erase()) // erased after the reply, as the device does on disconnect
    return c.body(null, 200)
  })
  // No factory partition on this board and the other OTA slot is empty.
  app.post('/rest/partition', ctx.auth('admin'), (c) => c.body(null, 400))

  settingsEndpoint(app, ctx, { path: '/rest/otaSettings', area: 'ota', schema: OtaSettings })
}
