// The smoke set (smoke.ts) in Webkit; skipped, saying so, when the engine is not installed.
import { webkit } from './webkit'
import { smoke } from './smoke'

smoke('webkit', webkit)
