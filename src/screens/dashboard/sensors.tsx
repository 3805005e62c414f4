// Sensors tab: temperature sensors and, when analog is enabled, the analog sensors (polled every 30 s), both
// sortable by their headers. Admins click a row to edit it and can add an analog sensor, on the first GPIO the
// device lists as free (3.8.0), else on GPIO 21.
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { readBusStatus, readSensors } from '../../api/dashboard'
import { type AnalogSensor, AnalogType, analogUnit, type TemperatureSensor } from '../../schemas/dashboard'
import { unreachable } from '../../state/reach'
import { isAdmin } from '../../state/session'
import { formatValue } from '../../ui/entity-values'
import { uomLabel } from '../../ui/format'
import { Icon } from '../../ui/icons'
import { Loaded } from '../../ui/load'
import { type Col, Table } from '../../ui/table'
import { useLinkLoad } from './link'
import { AnalogDialog, type AnalogEdit, TemperatureDialog, type TemperatureEdit, typeNames } from './sensor-dialogs'

export function Sensors() {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  // While the gateway does not answer, its readings are old ones and a change could not be sent.
  const admin = isAdmin.value && !unreachable.value
  const load = useLinkLoad(readSensors, 30_000)
  // The sensors' answer says nothing of the bus: asked beside it, so the banner shows on this tab opened first.
  useLinkLoad(readBusStatus, 30_000, (s) => s.status < 2)
  const [temp, setTemp] = useState<TemperatureEdit | null>(null)
  const [analog, setAnalog] = useState<AnalogEdit | null>(null)
  const types = typeNames(t)
  const empty = t('c.empty')

  const tempCols = useMemo<Col<TemperatureSensor>[]>(
    () => [
      { label: t('c.name'), cell: (s) => s.n, sort: (s) => s.n },
      { label: t('dashboard.temp'), cell: (s) => formatValue(s.t, s.u, lang) || t('dashboard.noReading'), class: 'num', sort: (s) => s.t ?? -999 },
    ],
    [t, lang],
  )
  const analogCols = useMemo<Col<AnalogSensor>[]>(
    () => [
      { label: 'GPIO', cell: (a) => a.g, class: 'num', sort: (a) => a.g },
      { label: t('c.name'), cell: (a) => a.n, main: true, sort: (a) => a.n }, // the row's button reads as the sensor's name, not its pin
      { label: t('c.type'), cell: (a) => types[a.t] ?? a.t, sort: (a) => a.t },
      { label: t('c.value'), cell: (a) => formatValue(a.v, analogUnit(a), lang), class: 'num', sort: (a) => a.v },
    ],
    [t, lang],
  )
  const reload = () => void load.reload()

  return (
    <Loaded load={load}>
      {(d) => {
        const { facts } = d
        // 3.8.0 wants is_system back on every write: missing, it takes a system sensor for a plain one.
        const sys = (s?: boolean) => facts.systemSensors && { is_system: !!s }
        const editTemp = (s: TemperatureSensor) =>
          setTemp({
            sensor: { id: s.id, name: s.n, offset: s.o, ...sys(s.s) },
            unit: uomLabel(s.u, lang),
            d,
          })
        const editAnalog = (a: AnalogSensor, adding = false) =>
          setAnalog({
            sensor: { id: a.id, gpio: a.g, name: a.n, offset: a.o, factor: a.f, uom: a.u, type: a.t, deleted: false, ...sys(a.s) },
            adding,
            d,
          })
        const free = d.available_gpios
        return (
          <div class={unreachable.value ? 'sensors stale' : 'sensors'}>
            <Table caption={t('dashboard.temperature')} rows={d.ts} cols={tempCols} rowKey={(s) => s.id} onRow={admin ? editTemp : undefined} empty={empty} />
            {d.analog_enabled && (
              <>
                <Table caption={t('dashboard.analog')} rows={d.as} cols={analogCols} rowKey={(a) => a.g} onRow={admin ? editAnalog : undefined} empty={empty} />
                {admin && (
                  <div class="actions">
                    <button
                      type="button"
                      disabled={free?.length === 0}
                      onClick={() => editAnalog({ id: d.as.length + 1, g: free ? free[0] : 21, n: '', o: 0, f: 1, u: 0, t: AnalogType.ADC, v: 0 }, true)}
                    >
                      <Icon name="plus" /> {t('dashboard.add')}
                    </button>
                  </div>
                )}
              </>
            )}
            {temp && <TemperatureDialog {...temp} onClose={() => setTemp(null)} onDone={reload} />}
            {analog && <AnalogDialog {...analog} onClose={() => setAnalog(null)} onDone={reload} />}
          </div>
        )
      }}
    </Loaded>
  )
}
