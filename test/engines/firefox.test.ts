// The smoke set (smoke.ts) in Firefox; skipped, saying so, when the engine is not installed.
import { firefox } from './firefox'
import { smoke } from './smoke'

smoke('firefox', firefox)
