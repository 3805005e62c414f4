// The open modal dialogs (ui/dialog.tsx), innermost last.
import { signal } from '@preact/signals'

/** A modal sits in the browser's top layer and makes the rest of the page inert, so whatever must stay
 *  visible and usable above it (the toasts) is rendered inside the last. */
export const modals = signal<HTMLDialogElement[]>([])
