// The live log: the /es/log event stream, the backlog that fetchLog() replays over it (from 3.7.0 the log
// screen's read of the log settings does that when the stream first opens), and the rule that drops what was
// already shown (device-api §2b, §8.6).
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fetchLog, logEntry, logStreamUrl, systemStatus } from '../../api/system'
import type { LogEntry } from '../../schemas/system'
import { toast } from '../../state/toasts'
import { uptimeMs } from './uptime'

/** Lines kept in the page (the device buffers 100 at most; this keeps a longer view without growing forever). */
export const MAX_LINES = 1000
/** How often a stream that worked and dropped (a restart, Wi-Fi) is opened again. */
export const RETRY_MS = 3000

/** A shown line: the entry and a key of its own (ids start again at 1 after a restart). */
export type Line = LogEntry & { k: number }
export interface LogView {
  lines: Line[]
  /** The newest id seen: entries not newer are replays and are dropped. */
  last: number
  seq: number
}
export const emptyView: LogView = { lines: [], last: 0, seq: 0 }

export function addEntry(v: LogView, e: LogEntry): LogView {
  if (!(e.i > v.last)) return v
  return { lines: [...v.lines.slice(1 - MAX_LINES), { ...e, k: v.seq + 1 }], last: e.i, seq: v.seq + 1 }
}

/** After a restart the device counts ids from 1 again: keep the lines, forget the last id. */
export const restarted = (v: LogView): LogView => ({ ...v, last: 0 })

/**
 * Opens the stream, asks for the backlog, and keeps the view. On an error: the 'EventSource failed' toast and
 * the stream closes. A stream that had worked is opened again every RETRY_MS (quietly) until the device is
 * back; if it restarted meanwhile (its uptime is shorter than the outage), its new ids are taken as new.
 * `lost` is true while waiting for it.
 */
export function useLogStream() {
  const { t } = useTranslation()
  const [view, setView] = useState(emptyView)
  const [lost, setLost] = useState(false)
  useEffect(() => {
    let es: EventSource | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    let worked = false
    let lostAt = 0
    const open = () => {
      const s = (es = new EventSource(logStreamUrl()))
      s.onopen = async () => {
        if (lostAt) {
          const status = await systemStatus().catch(() => null)
          if (status && uptimeMs(status.uptime) < Date.now() - lostAt + RETRY_MS) setView(restarted)
        }
        fetchLog(worked).catch(() => {})
        worked = true
        lostAt = 0
        setLost(false)
      }
      s.onmessage = (m) => {
        const e = logEntry(m.data)
        if (e) setView((v) => addEntry(v, e))
      }
      s.onerror = () => {
        s.close()
        if (!lostAt) toast(t('system.logFailed'), 'error')
        if (!worked) return
        lostAt ||= Date.now()
        setLost(true)
        timer = setTimeout(open, RETRY_MS)
      }
    }
    open()
    return () => {
      es?.close()
      clearTimeout(timer)
    }
  }, [])
  return { lines: view.lines, lost }
}
