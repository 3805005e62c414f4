// Sensors tab: temperature sensors and, when analog is enabled, the analog sensors (polled every 30 s).
// Admins click a row to edit it and can add an analog sensor (GPIO 21 to start with).
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { sensorData } from '../../api/dashboard'
import { type AnalogSensor, AnalogType, type AnalogWrite, type TemperatureSensor, type TemperatureWrite } from '../../schemas/dashboard'
import { unreachable } from '../../state/link'
import { isAdmin } from '../../state/session'
import { formatValue } from '../../ui/entity-values'
import { uomLabel } from '../../ui/format'
import { Icon } from '../../ui/icons'
import { Loaded } from '../../ui/load'
import { type Col, Table } from '../../ui/table'
import { useLinkLoad } from './link'
import { AnalogDialog, TemperatureDialog } from './sensor-dialogs'

/** The unit a reading is in: measuring types carry their own; PWM is a duty cycle; in and out pins have none. */
export const analogUnit = (a: AnalogSensor) => (a.t >= AnalogType.COUNTER && a.t <= AnalogType.RATE ? a.u : a.t >= AnalogType.PWM_0 ? 3 : 0)

export function Sensors() {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  // While the gateway does not answer, its readings are old ones and a change could not be sent.
  const admin = isAdmin.value && !unreachable.value
  const load = useLinkLoad(sensorData, 30_000)
  const [temp, setTemp] = useState<{ sensor: TemperatureWrite; unit: string } | null>(null)
  const [analog, setAnalog] = useState<{ sensor: AnalogWrite; adding: boolean } | null>(null)
  const types = t('dashboard.types').split('|')
  const empty = t('settings.empty')

  const tempCols = useMemo<Col<TemperatureSensor>[]>(
    () => [
      { label: t('settings.name'), cell: (s) => s.n },
      { label: t('dashboard.temp'), cell: (s) => formatValue(s.t, s.u, lang) || t('dashboard.noReading'), class: 'num' },
    ],
    [t, lang],
  )
  const analogCols = useMemo<Col<AnalogSensor>[]>(
    () => [
      { label: 'GPIO', cell: (a) => a.g, class: 'num' },
      { label: t('settings.name'), cell: (a) => a.n, main: true }, // the row's button reads as the sensor's name, not its pin
      { label: t('dashboard.type'), cell: (a) => types[a.t] ?? a.t },
      { label: t('settings.value'), cell: (a) => formatValue(a.v, analogUnit(a), lang), class: 'num' },
    ],
    [t, lang],
  )
  const editTemp = useCallback((s: TemperatureSensor) => setTemp({ sensor: { id: s.id, name: s.n, offset: s.o }, unit: uomLabel(s.u, lang) }), [lang])
  const editAnalog = useCallback(
    (a: AnalogSensor) =>
      setAnalog({ sensor: { id: a.id, gpio: a.g, name: a.n, offset: a.o, factor: a.f, uom: a.u, type: a.t, deleted: false }, adding: false }),
    [],
  )
  const reload = () => void load.reload()

  return (
    <Loaded load={load}>
      {(d) => (
        <div class={unreachable.value ? 'sensors stale' : 'sensors'}>
          <Table caption={t('dashboard.temperature')} rows={d.ts} cols={tempCols} rowKey={(s) => s.id} onRow={admin ? editTemp : undefined} empty={empty} />
          {d.analog_enabled && (
            <>
              <Table caption={t('dashboard.analog')} rows={d.as} cols={analogCols} rowKey={(a) => a.g} onRow={admin ? editAnalog : undefined} empty={empty} />
              {admin && (
                <div class="actions">
                  <button
                    type="button"
                    onClick={() =>
                      setAnalog({
                        sensor: { id: d.as.length + 1, gpio: 21, name: '', offset: 0, factor: 1, uom: 0, type: AnalogType.ADC, deleted: false },
                        adding: true,
                      })
                    }
                  >
                    <Icon name="plus" /> {t('dashboard.add')}
                  </button>
                </div>
              )}
            </>
          )}
          {temp && <TemperatureDialog {...temp} onClose={() => setTemp(null)} onDone={reload} />}
          {analog && <AnalogDialog {...analog} platform={d.platform} used={d.as.map((a) => a.g)} onClose={() => setAnalog(null)} onDone={reload} />}
        </div>
      )}
    </Loaded>
  )
}
