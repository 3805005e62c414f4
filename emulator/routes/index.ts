// Every route module of the emulator, one line each. A module exports `register(app, ctx)`, defines its
// store areas there (ctx.store.define) and adds its routes (see ../endpoints.ts for the JSON helpers).
import type { App, Ctx } from '../context.ts'
import * as security from './security.ts'
import * as system from './system.ts'

const modules: { register(app: App, ctx: Ctx): void }[] = [security, system]

export function registerRoutes(app: App, ctx: Ctx) {
  for (const m of modules) m.register(app, ctx)
}
