// One confirm dialog for the whole app (restart, factory reset, remove, Stay/Leave).
import { signal } from '@preact/signals'
import type { ComponentChildren } from 'preact'

export interface Ask {
  title: string
  text: ComponentChildren
  ok: string
  cancel: string
  danger?: boolean
  resolve: (yes: boolean) => void
}
export const asking = signal<Ask | null>(null)

/** Opens the confirm dialog; resolves true when the user chose `ok`. */
export const ask = (o: Omit<Ask, 'resolve'>) =>
  new Promise<boolean>((resolve) => {
    asking.value = {
      ...o,
      resolve: (yes) => {
        asking.value = null
        resolve(yes)
      },
    }
  })
