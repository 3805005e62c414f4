// The smoke set (smoke.ts) in Webkit; skipped, saying so, when the engine is not installed.

import { smoke } from './smoke'
import { webkit } from './webkit'

smoke('webkit', webkit)
