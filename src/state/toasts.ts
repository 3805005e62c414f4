// Toast messages: shown at the top, closed after 3 s (docs/console.md §9); errors stay until closed, as they
// may be read later.
import { signal } from '@preact/signals'

export type ToastKind = 'success' | 'error' | 'warning' | 'info'
export interface Toast {
  id: number
  text: string
  kind: ToastKind
}

export const toasts = signal<Toast[]>([])
let next = 1

export function toast(text: string, kind: ToastKind = 'success') {
  const id = next++
  toasts.value = [...toasts.value, { id, text, kind }]
  // An error stays until it is closed: it may be read later than 3 s.
  if (kind !== 'error') setTimeout(() => closeToast(id), 3000)
}
export const closeToast = (id: number) => (toasts.value = toasts.value.filter((t) => t.id !== id))
/** Drops the error toasts: what failed before a restart is stale once the device restarts (and would sit on the waiting screen). */
export const clearErrors = () => (toasts.value = toasts.value.filter((t) => t.kind !== 'error'))
