// The smoke set (smoke.ts) in Chromium; skipped, saying so, when the engine is not installed.
import { chromium } from './chromium'
import { smoke } from './smoke'

smoke('chromium', chromium)
