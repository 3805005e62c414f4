// Copying text to the clipboard. The device is reached over plain http on a LAN address, which browsers do
// not count as a secure context: navigator.clipboard is missing there, so a hidden textarea is selected and
// copied with execCommand instead. The focus goes back where it was.
import i18n from '../i18n'
import { toast } from '../state/toasts'

/** Copies `text`, and says so; `failed` says it did not (each caller has its own way out). */
export async function copyText(text: string, failed: () => void) {
  if (await copied(text)) toast(i18n.t('c.copied'))
  else failed()
}

async function copied(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    const back = document.activeElement as HTMLElement | null
    const ta = document.createElement('textarea')
    ta.value = text
    ta.readOnly = true // no on-screen keyboard on a phone
    ta.style.cssText = 'position:fixed;top:0;opacity:0' // through the CSSOM, which the page's CSP allows
    document.body.append(ta)
    ta.select()
    ta.setSelectionRange(0, text.length) // iOS selects a read-only field only so
    try {
      return document.execCommand('copy')
    } catch {
      return false
    } finally {
      ta.remove()
      back?.focus()
    }
  }
}
