// The scratch console checkout the pio tests run firmware-embed/pio_prebuild.py in, with a fake `npm` on PATH
// (it records its calls; `ci` refreshes node_modules, `run build` writes the header). Nothing runs in the real
// checkout. One scratch folder for the whole run, removed when the process ends.
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { BUILD_INPUTS } from '../../build.mjs'

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))
/** The tests are skipped when there is no python3. */
export const python = spawnSync('python3', ['--version']).status === 0
export const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ems-pio-'))
process.on('exit', () => fs.rmSync(tmp, { recursive: true, force: true }))
const con = path.join(tmp, 'console') // the console's folder: the script's parent's parent
const bin = path.join(tmp, 'bin')
const log = path.join(tmp, 'npm.log')
export const dest = path.join(tmp, 'elsewhere', 'WWWData.h')
export const firmware = path.join(tmp, 'firmware') // an EMS-ESP project folder, for the runs as PlatformIO makes them
export const at = (p) => path.join(con, p)
const T = Math.floor(Date.now() / 1000) - 1000 // a fixed past moment; every file's age is set from it

// A file standing for each of build.mjs's inputs (a folder gets one file inside)
const IN_FOLDER = { src: 'src/app.tsx', locales: 'locales/en.json', tools: 'tools/first-screen.mjs', 'firmware-embed': 'firmware-embed/header.mjs' }
export const INPUT_FILES = BUILD_INPUTS.map((p) => IN_FOLDER[p] ?? p)

fs.mkdirSync(bin)
fs.writeFileSync(
  path.join(bin, 'npm'),
  [
    '#!/bin/sh',
    `echo "$*" >> '${log}'`,
    'if [ "$1" = ci ]; then mkdir -p node_modules && echo "{}" > node_modules/.package-lock.json; fi',
    'if [ "$1 $2" = "run build" ]; then mkdir -p dist && echo "header v2" > dist/WWWData.h; fi',
    '',
  ].join('\n'),
  { mode: 0o755 },
)

/** A console checkout whose header is fresh and whose node_modules matches the lock file. */
export function fresh() {
  fs.rmSync(con, { recursive: true, force: true })
  fs.rmSync(firmware, { recursive: true, force: true })
  fs.rmSync(log, { force: true })
  const files = { 'node_modules/.package-lock.json': '{}', 'dist/WWWData.h': 'header v1' }
  for (const p of INPUT_FILES) files[p] = ''
  for (const [p, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(at(p)), { recursive: true })
    fs.writeFileSync(at(p), text)
    age(p, p.startsWith('node_modules') ? 200 : p.startsWith('dist') ? 300 : 100)
  }
  fs.copyFileSync(path.join(ROOT, 'firmware-embed/pio_prebuild.py'), at('firmware-embed/pio_prebuild.py'))
  age('firmware-embed/pio_prebuild.py', 100)
}
/** Sets a file's modification time to T + s seconds. */
export const age = (p, s) => fs.utimesSync(at(p), T + s, T + s)
export const calls = () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n') : [])
export const ENV = { ...process.env, PATH: bin + path.delimiter + process.env.PATH, EMS_CONSOLE_DIR: '', EMS_CONSOLE_HEADER: '' }
export const run = () => execFileSync('python3', [at('firmware-embed/pio_prebuild.py'), '--dest', dest], { cwd: tmp, encoding: 'utf8', env: ENV })

/** The firmware's web server file of a release, in the firmware folder: a stand-in that includes the header the
 *  way that release does. */
export function firmwareWith(includer, include = '#include "WWWData.h"') {
  fs.mkdirSync(path.dirname(path.join(firmware, includer)), { recursive: true })
  fs.writeFileSync(path.join(firmware, includer), `${include}\n// the web server of the firmware\n`)
}
export const OLD_SERVER = 'lib/framework/ESP8266React.cpp' // 3.6.0 to 3.7.1
export const NEW_SERVER = 'src/ESP32React/ESP32React.cpp' // 3.7.2 on
