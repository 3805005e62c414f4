// Light or dark follows the system unless the user picked one (kept in localStorage `theme`).
import { signal } from '@preact/signals'

export type Theme = 'auto' | 'light' | 'dark'
const saved = localStorage.getItem('theme')
export const theme = signal<Theme>(saved === 'light' || saved === 'dark' ? saved : 'auto')

export function applyTheme(t: Theme = theme.value) {
  theme.value = t
  if (t === 'auto') {
    localStorage.removeItem('theme')
    document.documentElement.removeAttribute('data-theme')
  } else {
    localStorage.setItem('theme', t)
    document.documentElement.setAttribute('data-theme', t)
  }
}
