// The chip of the emulated board (--chip) and the GPIOs 3.8.0's firmware lets the board's pins and analog
// sensors take (System::set_valid_system_gpios, less the pins the settings' update takes out).
export const CHIPS = ['ESP32', 'ESP32S2', 'ESP32S3', 'ESP32C3'] as const
export type Chip = (typeof CHIPS)[number]
export const isChip = (v: string): v is Chip => (CHIPS as readonly string[]).includes(v)

/** The chip as `platform` names it: "ESP32-S3" until 3.6.5 (Facts.chipDash), "ESP32S3" from 3.7.0. */
export const platformOf = (chip: Chip, dash: boolean) => (dash ? chip.replace(/^ESP32(?=.)/, 'ESP32-') : chip)

/** "0-5, 12" -> [0, 1, 2, 3, 4, 5, 12] */
const range = (spec: string) =>
  spec.split(',').flatMap((part) => {
    const [a, b = a] = part.split('-').map(Number)
    return Array.from({ length: b - a + 1 }, (_, i) => a + i)
  })

// The emulated ESP32 has PSRAM (system status), which takes 16 and 17; UART0's 1 and 3 are always taken out.
const VALID: Record<Chip, number[]> = {
  ESP32: range('0, 2, 4-5, 12-15, 18-19, 23, 25-27, 32-39'),
  ESP32S2: range('0-14, 19-21, 33-37, 45-46'),
  ESP32S3: range('0-14, 17-18, 21, 33-39, 45-46'),
  ESP32C3: range('0-10'),
}

/** The board pins of the application settings that 3.8.0 checks. */
export interface BoardPins {
  rx_gpio: number
  tx_gpio: number
  pbutton_gpio: number
  led_gpio: number
  dallas_gpio: number
  phy_type: number
  eth_power: number
  eth_clock_mode: number
}

/** The valid GPIOs of the board: with Ethernet, its PHY's pins are out whether valid or not. */
function valid(chip: Chip, s: BoardPins) {
  const eth = s.phy_type ? [s.eth_power, 23, 18, s.eth_clock_mode < 2 ? 0 : s.eth_clock_mode === 2 ? 16 : 17] : []
  return VALID[chip].filter((g) => !eth.includes(g))
}
/** The pins the board uses: Rx, Tx and the button always, LED and the sensor bus unless 0 (off). */
const boardPins = (s: BoardPins) => [s.rx_gpio, s.tx_gpio, s.pbutton_gpio, ...[s.led_gpio, s.dallas_gpio].filter((g) => g !== 0)]

/** sensorData's available_gpios: the valid GPIOs neither the board nor an analog sensor uses. */
export const freeGpios = (chip: Chip, s: BoardPins, analog: number[]) => valid(chip, s).filter((g) => !boardPins(s).includes(g) && !analog.includes(g))

/** 3.8.0's check of new settings: every board pin valid and none used twice, by the board or an analog sensor. */
export function boardPinsOk(chip: Chip, s: BoardPins, analog: number[]) {
  const ok = valid(chip, s)
  const used = [...analog]
  for (const g of boardPins(s)) {
    if (!ok.includes(g) || used.includes(g)) return false
    used.push(g)
  }
  return true
}
