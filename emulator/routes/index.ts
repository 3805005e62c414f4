// Every route module of the emulator, one line each. A module exports `register(app, ctx)`, defines its
// store areas there (ctx.store.define) and adds its routes (see ../endpoints.ts for the JSON helpers).
import { releaseAuth } from '../auth.ts'
import type { App, Ctx } from '../context.ts'
import * as action from './action.ts'
import * as ap from './ap.ts'
import * as api from './api.ts'
import * as apiEntity from './api-entity.ts'
import * as backup from './backup.ts'
import * as customEntities from './custom-entities.ts'
import * as customization from './customization.ts'
import * as dashboard from './dashboard.ts'
import * as log from './log.ts'
import * as mqtt from './mqtt.ts'
import * as network from './network.ts'
import * as ntp from './ntp.ts'
import * as scheduler from './scheduler.ts'
import * as security from './security.ts'
import * as settings from './settings.ts'
import * as system from './system.ts'
import * as upload from './upload.ts'

const modules: { register(app: App, ctx: Ctx): void }[] = [
  security,
  system,
  log,
  backup,
  upload,
  settings,
  scheduler,
  customEntities,
  customization,
  api,
  apiEntity,
  action,
  dashboard,
  network,
  ap,
  ntp,
  mqtt,
]

export function registerRoutes(app: App, ctx: Ctx) {
  // Who may call what is decided once, for every module, by the release (auth.ts releaseAuth). In place, not on
  // a copy: the routes read the emulator's live state from ctx (a test plugs an Ethernet cable in by ctx.ethernet).
  ctx.auth = releaseAuth(ctx.auth, ctx.firmware.version)
  for (const m of modules) m.register(app, ctx)
}
