// Where the build reads and writes, in one place: every module of tools/ sits one folder below the repository
// root, and esbuild, the locale packer and the stale-dist check must all agree on the same absolute paths.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
export const DIST = path.join(ROOT, 'dist')
export const LOCALES = path.join(ROOT, 'locales')
export const BUDGET_FILE = path.join(ROOT, 'size-budget.json')
