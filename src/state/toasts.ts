// Toast messages: shown at the bottom, closed after 3 s (spec section 9).
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
  setTimeout(() => closeToast(id), 3000)
}
export const closeToast = (id: number) => (toasts.value = toasts.value.filter((t) => t.id !== id))
