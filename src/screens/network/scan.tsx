// Network > Scan: the WiFi scan list; choosing a network moves to Settings with it filled in.
import { useLocation } from 'wouter-preact'
import { picked } from '../../state/picked'
import { WifiScan } from '../../ui/wifi-scan'

export function Scan() {
  const [, navigate] = useLocation()
  return (
    <WifiScan
      onPick={(n) => {
        picked.value = n
        navigate('/network/settings')
      }}
    />
  )
}
