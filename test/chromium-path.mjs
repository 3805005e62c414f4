// The one place that decides which Chromium the end-to-end tests, the Chromium smoke set and the benches run
// (test/e2e/browser.ts launches it; test/run.mjs, test/engines/present.mjs and test/bench use this module).
// Nothing is ever downloaded. In order:
//   1. CHROMIUM_PATH (or its older name CHROMIUM), when set: that file, or an error if it is not there;
//   2. the Chromium that the npm package @sparticuz/chromium (a devDependency) carries inside its own tarball,
//      brotli-compressed: unpacked by the package's own `inflate` on first use into
//      node_modules/.cache/ems-console/chromium-<package version>/, reused after that. With it come the few
//      shared libraries it needs that a bare machine may lack (NSS, NSPR, expat: its al2023 archive), put on
//      LD_LIBRARY_PATH for the browser only, and Open Sans with a fontconfig file for machines without fonts.
//      It comes first because it is a headless shell: the same pages cost it well under half the CPU that a
//      full Chromium in headless mode spends (measured on this project's browser files), and it is the same
//      build on every machine;
//   3. a system browser (/usr/bin/chromium, then chromium-browser and google-chrome, on PATH or in /usr/bin), where
//      the package cannot run (not x86-64 Linux) or its browser does not start.
// The answer is printed once (browser, version, path) and handed to child processes through the environment
// (EMS_CHROMIUM), so `npm test` finds and announces it once for all its steps.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const PACKAGE = '@sparticuz/chromium'
const SYSTEM_NAMES = ['chromium', 'chromium-browser', 'google-chrome']

const isExecutable = (file) => {
  try {
    fs.accessSync(file, fs.constants.X_OK)
    return fs.statSync(file).isFile()
  } catch {
    return false
  }
}

/** /usr/bin/chromium first, then each name on PATH or in /usr/bin (`usrBin`: another folder, for tests). */
export function systemChromium(env = process.env, usrBin = '/usr/bin') {
  const dirs = [...new Set([usrBin, ...(env.PATH ?? '').split(path.delimiter).filter(Boolean)])]
  for (const name of SYSTEM_NAMES) {
    for (const dir of dirs) {
      const file = path.join(dir, name)
      if (isExecutable(file)) return file
    }
  }
  return null
}

/** The installed @sparticuz/chromium: its version and its bin/ folder, or null (not installed, or a machine
 *  its x86-64 Linux binary cannot run on). */
export function bundledPackage() {
  if (process.platform !== 'linux' || process.arch !== 'x64') return null
  try {
    const req = createRequire(path.join(ROOT, 'package.json'))
    // its exports name no package.json: from its entry point (build/index.js) up to the package folder
    let dir = path.dirname(req.resolve(PACKAGE))
    while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir)
    const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))
    const bin = path.join(dir, 'bin')
    return fs.existsSync(path.join(bin, 'chromium.br')) ? { version, bin } : null
  } catch {
    return null
  }
}

/** Where the packaged browser is unpacked (one folder per package version). */
export const cacheDir = (version) =>
  process.env.EMS_CHROMIUM_CACHE
    ? path.join(process.env.EMS_CHROMIUM_CACHE, `chromium-${version}`)
    : path.join(ROOT, 'node_modules/.cache/ems-console', `chromium-${version}`)

/** Why no Chromium can be had here, or null when one can (without unpacking anything). For present.mjs. */
export function chromiumMissing(env = process.env, usrBin = '/usr/bin') {
  const explicit = env.CHROMIUM_PATH || env.CHROMIUM
  if (explicit) return isExecutable(explicit) ? null : `CHROMIUM_PATH=${explicit} is not an executable file`
  if (env.EMS_CHROMIUM || bundledPackage() || systemChromium(env, usrBin)) return null
  return (
    `no Chromium: npm did not install ${PACKAGE} and none of ${SYSTEM_NAMES.join(', ')} is installed ` +
    '(an x86-64 Linux build; elsewhere set CHROMIUM_PATH to a Chromium or Chrome)'
  )
}

/** Unpacks the package's browser into `dir` once: into a fresh folder beside it first, then renamed, so a
 *  half-unpacked browser is never used and two processes unpacking at once do not clash. */
async function unpack({ bin }, dir) {
  const exe = path.join(dir, 'chromium')
  if (isExecutable(exe)) return
  fs.mkdirSync(path.dirname(dir), { recursive: true })
  const stage = fs.mkdtempSync(`${dir}.unpacking-`)
  // The package's `inflate` writes into os.tmpdir() (it is made for /tmp on AWS Lambda); pointing TMPDIR at
  // the staging folder for the call puts everything there instead. No network: it only reads bin/*.br.
  const { inflate } = await import(PACKAGE)
  const before = process.env.TMPDIR
  process.env.TMPDIR = stage
  try {
    // chromium.br is the browser; fonts.tar.br Open Sans; al2023.tar.br NSS, NSPR and expat in lib/.
    // swiftshader.tar.br (software WebGL) is left packed: the tests run with --disable-gpu.
    await Promise.all(['chromium.br', 'fonts.tar.br', 'al2023.tar.br'].map((f) => inflate(path.join(bin, f))))
  } finally {
    if (before === undefined) delete process.env.TMPDIR
    else process.env.TMPDIR = before
  }
  // The packaged fonts.conf names /tmp/fonts; ours names where the fonts are now.
  fs.writeFileSync(
    path.join(stage, 'fonts', 'fonts.conf'),
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${path.join(dir, 'fonts', 'fonts')}</dir>\n` +
      `  <cachedir>${path.join(dir, 'fonts', 'cache')}</cachedir>\n</fontconfig>\n`,
  )
  try {
    fs.renameSync(stage, dir)
  } catch (e) {
    fs.rmSync(stage, { recursive: true, force: true })
    if (!isExecutable(exe)) throw e // another process won the race only if its browser is there
  }
}

/** The environment the packaged browser runs with: its libraries first on LD_LIBRARY_PATH; its fonts where
 *  the machine has no fontconfig setup of its own. Only what differs from process.env. */
function bundledEnv(dir) {
  const lib = path.join(dir, 'al2023', 'lib')
  const env = { LD_LIBRARY_PATH: [lib, ...(process.env.LD_LIBRARY_PATH ?? '').split(':').filter((p) => p && p !== lib)].join(':') }
  if (!fs.existsSync('/etc/fonts/fonts.conf')) env.FONTCONFIG_PATH = path.join(dir, 'fonts')
  return env
}

const versionOf = (file, env) => {
  try {
    return execFileSync(file, ['--version'], { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 30_000 }).trim()
  } catch (e) {
    throw new Error(`${file} --version failed: ${(e.stderr || e.message || '').toString().trim()}`)
  }
}

let found

/**
 * The Chromium to run: `{ path, version, source, env }`, where `env` holds the variables the browser needs on
 * top of process.env (empty for a system browser). Found once per process tree; announced on first use.
 */
export async function findChromium(env = process.env, usrBin = '/usr/bin') {
  if (found) return found
  if (env.EMS_CHROMIUM) return (found = JSON.parse(env.EMS_CHROMIUM))
  const explicit = env.CHROMIUM_PATH || env.CHROMIUM
  let result
  if (explicit) {
    if (!isExecutable(explicit)) throw new Error(`CHROMIUM_PATH=${explicit}: no executable file there`)
    result = { path: explicit, env: {}, source: 'CHROMIUM_PATH' }
  }
  const pkg = explicit ? null : bundledPackage()
  if (pkg) {
    const dir = cacheDir(pkg.version)
    const t0 = Date.now()
    const fresh = !isExecutable(path.join(dir, 'chromium'))
    // a packaged browser that cannot be unpacked or does not start here is passed over for a system one
    try {
      await unpack(pkg, dir)
      const took = fresh ? `, unpacked in ${((Date.now() - t0) / 1000).toFixed(1)} s` : ''
      const bundled = { path: path.join(dir, 'chromium'), env: bundledEnv(dir), source: `npm ${PACKAGE}@${pkg.version}${took}` }
      result = { ...bundled, version: versionOf(bundled.path, bundled.env) }
    } catch (e) {
      console.log(`browser: ${e.message.split('\n')[0]}; using a system one`)
    }
  }
  if (!result) {
    const system = systemChromium(env, usrBin)
    if (!system)
      throw new Error(
        pkg ? `no Chromium: the packaged one does not run here and none of ${SYSTEM_NAMES.join(', ')} is installed` : chromiumMissing(env, usrBin),
      )
    result = { path: system, env: {}, source: 'system' }
  }
  result.version ??= versionOf(result.path, result.env)
  console.log(`browser: ${result.version} at ${result.path} (${result.source})`)
  process.env.EMS_CHROMIUM = JSON.stringify(result)
  return (found = result)
}
