export interface FoundChromium {
  /** the executable */
  path: string
  /** what `--version` printed, e.g. "Chromium 153.0.8010.0" */
  version: string
  /** where it came from: "CHROMIUM_PATH", "system" or "npm @sparticuz/chromium@…" */
  source: string
  /** variables the browser needs on top of process.env (the packaged one: LD_LIBRARY_PATH, maybe FONTCONFIG_PATH) */
  env: Record<string, string>
}
export function findChromium(env?: Record<string, string | undefined>, usrBin?: string): Promise<FoundChromium>
export function chromiumMissing(env?: NodeJS.ProcessEnv, usrBin?: string): string | null
export function systemChromium(env?: NodeJS.ProcessEnv, usrBin?: string): string | null
export function bundledPackage(): { version: string; bin: string } | null
export function cacheDir(version: string): string
