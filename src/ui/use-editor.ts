// An edited page's dealings with the device (docs/console.md §4), one way for the settings forms, the lists
// edited in the page and the customization table. The local copy
// (useForm or useListEdit) is edited against the base, what the device holds: as loaded, then as the last
// save left it. Apply sends, then the copy goes on from the device's new state, with the saved toast or,
// after a 205, the restart warning in the bar. A failed save keeps the edits; its error toast names what was
// not saved and why, and stays until closed (useAction). Cancel drops the edits, and reloads where the page gives a reload.
import { useRef, useState } from 'react'
import { RebootRequired } from '../api/errors'
import i18n from '../i18n'
import { toast } from '../state/toasts'
import { notSaved, useAction } from './action'

/** What the hook needs of the local copy; useForm and useListEdit both fit. */
export interface Copy<T> {
  changed: number
  reset: (to: T) => void
}

/** A save's answer, with true when the device answered 205: saved, counting after a restart (device-api §8.4). */
export const answerOf = <A>(post: Promise<A>): Promise<[A?, true?]> =>
  post.then(
    (a) => [a],
    (e) => {
      if (e instanceof RebootRequired) return [undefined, true]
      throw e
    },
  )

/** `what`: what the page saves, as its tab or area is named ("Network", "Scheduler"), for the error toast. */
export function useEditor<T>(copy: Copy<T>, initial: T, what: string, reload?: () => unknown) {
  const [busy, run] = useAction(notSaved(what))
  const [restart, setRestart] = useState(false)
  const base = useRef(initial)
  const cancel = () => {
    copy.reset(base.current)
    reload?.()
  }
  /** Runs `post`; `next` turns its answer (none after a 205) into what the device holds now, the new base. */
  const save = <A>(post: () => Promise<A>, next: (answer?: A) => T | Promise<T>) =>
    run(async () => {
      const [answer, restart] = await answerOf(post())
      if (restart) setRestart(true)
      else toast(i18n.t('c.saved'))
      base.current = await next(answer)
      copy.reset(base.current)
    })
  /** `bar`: the ApplyBar's changed, busy, restart and onCancel. */
  return { base: base.current, save, bar: { changed: copy.changed, busy, restart, onCancel: cancel } }
}
