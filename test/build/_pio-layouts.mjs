// One small platformio.ini per layout of the EMS-ESP releases, for pio-local-ini.test.mjs: written from what each
// release's file does with the options that decide which scripts run (not a copy of it). `boards`: the
// environments that build firmware and must run our script; the others must keep theirs.
export const BUILD_WEB = 'pre:scripts/build_interface.py'
export const RENAME = 'scripts/rename_fw.py'
// Lines that several releases' files share.
const CONFIGS = `extra_configs =
  factory_settings.ini
  pio_local.ini`
const SCRIPTS = `extra_scripts =
  ${BUILD_WEB}
  ${RENAME}`
// 3.7.2 on: the flash size by base, and the boards on those bases
const BASES = `[espressif32_base_16M]
board_upload.flash_size = 16MB

[espressif32_base_32M]
board_upload.flash_size = 32MB

[espressif32_base_T_4M]
board_upload.flash_size = 4MB

[espressif32_base_T_16M]
board_upload.flash_size = 16MB`
const BOARDS = `[env:s_4M]
extends = espressif32_base_T_4M

[env:s_16M]
extends = espressif32_base_T_16M

[env:s_16M_P]
extends = espressif32_base_16M

[env:s3_32M_P]
extends = espressif32_base_32M`
export const LAYOUTS = {
  '3.6.0-3.6.1': {
    boards: ['esp32_4M', 'lolin_s3'],
    ini: `[platformio]
${CONFIGS}

[espressi32_base]
platform = espressif32
${SCRIPTS}

[env]
monitor_speed = 115200

[env:ci]
extends = espressi32_base
extra_scripts = ${RENAME}

[env:esp32_4M]
extends = espressi32_base

[env:lolin_s3]
extends = espressi32_base
board = lolin_s3

[env:standalone]
platform = native
`,
  },
  '3.6.2-3.6.5': {
    boards: ['esp32_4M', 'esp32_16M'],
    ini: `[platformio]
extra_configs = pio_local.ini

[espressi32_base]
${SCRIPTS}

[espressi32_base_tasmota]
${SCRIPTS}

[env:ci_16M]
extends = espressi32_base
extra_scripts = ${RENAME}

[env:esp32_4M]
extends = espressi32_base_tasmota

[env:esp32_16M]
extends = espressi32_base

[env:standalone]
platform = native
`,
  },
  '3.7.0-3.7.1': {
    boards: ['s_4M', 's_16M_P', 's3_16M_P'],
    ini: `[platformio]
default_envs = ci_s_4M, ci_s_16M_P
${CONFIGS}

[espressif32_base]
${SCRIPTS}

[espressif32_base_tasmota]
${SCRIPTS}

[env]
lib_ldf_mode = chain+

[env:ci_s_4M]
extends = espressif32_base_tasmota
extra_scripts = ${RENAME}

[env:ci_s_16M_P]
extends = espressif32_base
extra_scripts = ${RENAME}

[env:s_4M]
extends = espressif32_base_tasmota

[env:s_16M_P]
extends = espressif32_base

[env:s3_16M_P]
extends = espressif32_base

[env:native]
platform = native
`,
  },
  '3.7.2': {
    boards: ['s_4M', 's_16M', 's_16M_P', 's3_32M_P'],
    ini: `[platformio]
${CONFIGS}

${BASES}

[env]
extra_scripts =
  ${BUILD_WEB} ; the web interface, unless NO_BUILD_WEBUI is set
  ${RENAME} ; names the binary
  scripts/upload.py ; network upload
build_type = release

${BOARDS}

[env:native]
platform = native
extra_scripts =
`,
  },
  '3.8.0': {
    boards: ['s_4M', 's_16M', 's_16M_P', 's3_32M_P'],
    ini: `[platformio]
default_envs = s_4M, s_16M
${CONFIGS}

${BASES}

[env]
extra_scripts =
  post:${RENAME} ; names the binary

[env:build_webUI]
platform = native
targets = build
extra_scripts = ${BUILD_WEB}
build_src_filter = -<*>

${BOARDS}

[env:c6]
board = seeed_xiao_esp32c6

[env:native]
platform = native

[env:standalone]
extends = env:native
`,
  },
}
