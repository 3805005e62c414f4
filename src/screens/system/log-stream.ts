// The live log: the /es/log event stream, the backlog that fetchLog() replays over it (from 3.7.0 the log
// screen's read of the log settings does that when the stream first opens), and the rule that drops what was
// already shown (device-api §2b, §8.6).
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { systemStatus } from '../../api/release'
import { fetchLog, logStreamUrl, parseLogEntry } from '../../api/system'
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
 * A reopened stream starts sending at once, before the page knows whether the device restarted: the entries
 * that came meanwhile (`held`, in their order) are added once it knows. Added straight away, a new boot's first
 * ids would be lower than the last one shown and be dropped as replays, and its later ids would then make the
 * replay of those first lines look old too.
 */
export const resume = (v: LogView, wasRestarted: boolean, held: LogEntry[]): LogView => held.reduce((w, e) => addEntry(w, e), wasRestarted ? restarted(v) : v)

/**
 * Opens the stream, asks for the backlog, and keeps the view. On an error: the 'EventSource failed' toast and
 * the stream closes. A stream that had worked is opened again every RETRY_MS (quietly) until the device is
 * back; if it restarted meanwhile (its uptime is shorter than the outage), its new ids are taken as new (the
 * lines that arrive while the page asks are held until it knows: see `resume`).
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
      let held: LogEntry[] | null = null // what comes while a reopened stream asks whether the device restarted
      s.onopen = async () => {
        if (lostAt) {
          const waiting: LogEntry[] = (held = [])
          const status = await systemStatus().catch(() => null)
          if (s.readyState === EventSource.CLOSED) return // failed again meanwhile (or left): onerror has it
          held = null
          const again = !!status && uptimeMs(status.uptime) < Date.now() - lostAt + RETRY_MS
          setView((v) => resume(v, again, waiting)) // the same render as setLost(false) below
        }
        fetchLog(worked).catch(() => {})
        worked = true
        lostAt = 0
        setLost(false)
      }
      s.onmessage = (m) => {
        const e = parseLogEntry(m.data)
        if (!e) return
        if (held) held.push(e)
        else setView((v) => addEntry(v, e))
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
