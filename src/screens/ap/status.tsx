// Access Point > Status: state, address and clients (for everyone).
import { useTranslation } from 'react-i18next'
import { apStatus } from '../../api/ap'
import { Facts } from '../../ui/facts'
import { Loaded, useLoad } from '../../ui/load'

// status -> text key and colour: active, inactive, lingering (up until its last client leaves).
const STATES = [
  ['ap.st.active', 'ok'],
  ['ap.st.inactive', 'info'],
  ['ap.st.lingering', 'warn'],
]

export function ApStatus() {
  const { t } = useTranslation()
  const load = useLoad(apStatus)
  return (
    <Loaded load={load}>
      {(s) => {
        const [state, cls] = STATES[s.status] ?? ['network.st.unknown', 'warn']
        return (
          <Facts
            reload={load.reload}
            rows={[
              [t('c.status'), t(state), cls],
              [t('network.ip'), s.ip_address],
              [t('network.mac'), s.mac_address],
              [t('ap.clients'), s.station_num],
            ]}
          />
        )
      }}
    </Loaded>
  )
}
