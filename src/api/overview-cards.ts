// The overview's cards, read the same way whatever the release (docs/console.md §2): from 3.7.0 one
// dashboardData answer holds them all (device-api §10m); before, coreData with deviceData per device, and
// sensorData (§3a-§3c), shaped as dashboardData shapes them.
import { ANALOG_SENSORS_ID, analogUnit, CUSTOM_ID, TEMPERATURE_SENSORS_ID } from '../schemas/dashboard'
import type { DeviceValue } from '../schemas/device-value'
import { FAV, maskOf } from '../schemas/flags'
import { entityOf, keep, type Sample } from '../state/trends'
import { readCoreData, readDashboardData, readDeviceData, readSensors } from './dashboard'
import { readsAgain } from './release'

/** An entity of the device whose unique id is `device` (the id its write names). */
export type EntityRow = { device: number; dv: DeviceValue }
/** A sensor's reading `v` in unit `u` (no `v`: no reading yet), under the sensor's name. */
export type SensorRow = { sensor: string; v?: number; u: number }
/** A device and the rows the overview shows of it. `id`: its unique id, or a pseudo device's (CUSTOM_ID,
 *  TEMPERATURE_SENSORS_ID...); `t`: its type in 3.7.0's numbering; `n`: a real device's name. */
export interface Card {
  id: number
  t: number
  n?: string
  rows: (EntityRow | SensorRow)[]
}
/** The cards with something to show; `connected`: the bus state, when an answer said it. */
export interface Cards {
  connected?: boolean
  cards: Card[]
}

const card = (id: number, t: number, n: string | undefined, dvs: DeviceValue[]): Card => ({ id, t, n, rows: dvs.map((dv) => ({ device: id, dv })) })
const shown = (cards: Card[]) => cards.filter((c) => c?.rows.length)
/** Keeps the numbers of cards just read (state/trends.ts): the overview's trends cost no request of their own. */
const kept = (cards: Card[]) => (
  keep(
    cards.flatMap((c) => c.rows.map((r): Sample => ('dv' in r ? [entityOf(c.id, r.dv.id.slice(2)), r.dv.v, r.dv.u] : [entityOf(c.id, r.sensor), r.v, r.u]))),
  ),
  cards
)

/**
 * One overview's reader. `read` returns every card. Before 3.7.0 the sensors are read at each call and the
 * devices at every other one of the 30 s polls (coreData, then deviceData of every device at first, later of
 * those that had something to show), and `early` hears the cards so far after each answer: on a slow link
 * the first cards show without waiting for the last. `again`: the next read asks the devices too (after a write).
 */
export function overviewCards() {
  let at = 0 // when the devices were last read
  let devices: Card[] = []
  let asked: Set<number> | undefined
  const read = (early?: (c: Cards) => void) =>
    readsAgain(async (f): Promise<Cards> => {
      if (f.dashboard) {
        const d = await readDashboardData(f.dashboard === 'array')
        return {
          connected: d.connected,
          cards: kept(
            shown(
              d.nodes.map((g) =>
                card(
                  g.id,
                  g.t,
                  g.n,
                  g.nodes.map((r) => r.dv),
                ),
              ),
            ),
          ),
        }
      }
      let now = devices
      let sensors: Card[] = []
      let connected: boolean | undefined
      const tell = () => early?.({ cards: shown([...now, ...sensors]) })
      await Promise.all([
        readSensors().then((s) => {
          // typed as dashboardData types them: 1 temperature, 2 analog sensors
          sensors = kept([
            { id: TEMPERATURE_SENSORS_ID, t: 1, rows: s.ts.map((x) => ({ sensor: x.n, v: x.t, u: x.u })) },
            { id: ANALOG_SENSORS_ID, t: 2, rows: s.as.map((a) => ({ sensor: a.n, v: a.v, u: analogUnit(a) })) },
          ])
          tell()
        }),
        Date.now() - at > 50_000 &&
          readCoreData().then(async (core) => {
            connected = core.connected
            now = []
            await Promise.all(
              core.devices.map(async ({ id, t, n }, i) => {
                const values = !asked || asked.has(id) ? ((await readDeviceData(id))?.data ?? []) : []
                // kept before it shows: its row draws the line once
                now[i] = kept([card(id, t, n, id === CUSTOM_ID ? values : values.filter((dv) => maskOf(dv) & FAV))])[0]!
                tell()
              }),
            )
            devices = shown(now)
            asked ??= new Set(devices.map((c) => c.id))
            at = Date.now()
          }),
      ])
      return { connected, cards: shown([...devices, ...sensors]) }
    })
  // One read at a time: a second caller while one runs (the poll and the read again when the gateway answers
  // after a silence) gets the same answer instead of asking the device everything twice.
  let running: Promise<Cards> | undefined
  const once = (early?: (c: Cards) => void) => (running ??= read(early).finally(() => (running = undefined)))
  return { read: once, again: () => void (at = 0) }
}
