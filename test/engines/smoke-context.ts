// What each module of the smoke set (smoke-*.ts) gets from smoke.ts: the emulator, the engine, the current
// page (a fresh one per test), signing in as a user does, and the targets several checks use.
import type { RunningEmulator } from '../e2e/emulator'
import type { Engine, Page } from './driver'
import type { Target } from './find'

export const MENU: Target = { role: 'navigation', name: 'Menu' }
export const dialog: Target = { role: 'dialog' }

export interface Smoke {
  emu: RunningEmulator
  browser: Engine
  page: Page
  /** Signs in from the sign-in page; once it has left "/" (wherever it lands), opens `to`. */
  signIn(user: string, to?: string, labels?: string[]): Promise<void>
  /** Whether the menu has a link named `name`. */
  menuHas(name: string): Promise<boolean>
}
