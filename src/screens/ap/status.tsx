// Access Point > Status: state, address and clients (for everyone).
import { useTranslation } from 'react-i18next'
import { readApStatus } from '../../api/ap'
import { StatusFacts } from '../../ui/facts'
import { useLoad } from '../../ui/load'

// status -> text key and colour: active, inactive, lingering (up until its last client leaves).
const STATES = [
  ['c.active', 'ok'],
  ['c.inactive', 'info'],
  ['ap.st.lingering', 'warn'],
] as const

export function ApStatus() {
  const { t } = useTranslation()
  return (
    <StatusFacts
      load={useLoad(readApStatus)}
      states={STATES}
      rows={(s) => [
        [t('c.ip'), s.ip_address],
        [t('c.mac'), s.mac_address],
        [t('ap.clients'), s.station_num],
      ]}
    />
  )
}
