// The screen's heading and the window title. After in-app navigation focus moves to the heading (tabindex
// -1), so keyboard and screen-reader users start at the new screen's top rather than on <body> or a link
// that is gone; a page just loaded keeps the browser's own start.
import { useEffect, useRef } from 'react'
import { useLocation } from 'wouter-preact'
import { hostName } from '../state/host'

/** The path this page was loaded at, then the last path whose heading took focus; null once the heading
 *  left (another area, or signed out), so the next one takes focus wherever it is. */
let focusedFor: string | null = location.pathname

/** The window title: "MQTT · Settings · boiler-room — EMS-ESP" for `name` "MQTT · Settings" on the gateway
 *  boiler-room (the hostname once known: an installer with several gateways open tells their tabs apart). */
export const setTitle = (name: string) => void (document.title = name + (hostName.value && ' · ' + hostName.value) + ' — EMS-ESP')

export function PageTitle({ title, sub }: { title: string; sub?: string }) {
  const ref = useRef<HTMLHeadingElement>(null)
  const [path] = useLocation()
  useEffect(() => setTitle(sub ? `${title} · ${sub}` : title), [title, sub, hostName.value])
  useEffect(() => () => void (focusedFor = null), [])
  useEffect(() => {
    if (path === focusedFor) return
    focusedFor = path
    ref.current!.focus()
  }, [path])
  return (
    <h1 ref={ref} tabIndex={-1} class="page-title">
      {title}
    </h1>
  )
}
