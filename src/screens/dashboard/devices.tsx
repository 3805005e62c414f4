// Devices tab: the devices on the bus (polled every 60 s) and, for the selected one, its entity panel. Their
// answer says whether the bus is connected (the dashboard's banner, link.tsx).
// Escape closes the panel; focus goes back to the device's row.
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { readCoreData } from '../../api/dashboard'
import type { Device } from '../../schemas/dashboard'
import { useBackCloses } from '../../ui/back-closes'
import { Icon, type IconName } from '../../ui/icons'
import { Loaded } from '../../ui/load'
import { type Col, Table } from '../../ui/table'
import { deviceName, EntityPanel } from './entities'
import { useLinkLoad } from './link'

/** An icon per device type, by 3.7.0's number (device-api §10): system, temperature sensor, analog sensor,
 *  scheduler, custom, boiler, thermostat, mixer, solar, heat pump, gateway, switch, controller, connect, alert,
 *  extension, generic, heat source (a boiler's flame), ventilation, water, pool, unknown. */
export const DEVICE_ICONS = 'home thermo chip clock user flame thermo valve sun fan wifi power gear antenna warning plus chip flame fan drop drop help'.split(
  ' ',
) as IconName[]
export const deviceIcon = (d: { t: number }): IconName => DEVICE_ICONS[d.t] ?? 'help'

export function Devices() {
  const { t } = useTranslation()
  const load = useLinkLoad(readCoreData, 60_000, (d) => d.connected)
  const [sel, setSel] = useState<number | null>(null)
  const close = useCallback(() => {
    document.querySelector<HTMLElement>('.devices tr.sel button')?.focus()
    setSel(null)
  }, [])
  useEffect(() => {
    if (sel === null) return
    // An open dialog takes its own Escape first.
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && !document.querySelector('dialog[open]') && close()
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [sel])
  useBackCloses(close, sel !== null)

  const cols = useMemo<Col<Device>[]>(
    () => [
      { label: t('dashboard.icon'), hideLabel: true, cell: (d) => <Icon name={deviceIcon(d)} />, class: 'dash-ico' },
      { label: t('c.name'), cell: (d) => [deviceName(d), d.e !== undefined && ` (${d.e})`] },
      { label: t('c.type'), cell: (d) => d.tn },
    ],
    [t],
  )
  const open = useCallback((d: Device) => setSel((s) => (s === d.id ? null : d.id)), [])
  const rowClass = useCallback((d: Device) => (d.id === sel ? 'sel' : undefined), [sel])

  return (
    <Loaded load={load}>
      {({ devices }) => {
        const device = devices.find((d) => d.id === sel)
        return (
          <div class={device ? 'devices open' : 'devices'}>
            <Table rows={devices} cols={cols} rowKey={(d) => d.id} onRow={open} rowClass={rowClass} empty={t('dashboard.noDevices')} />
            {device && <EntityPanel key={device.id} device={device} onClose={close} onRenamed={() => void load.reload()} />}
          </div>
        )
      }}
    </Loaded>
  )
}
