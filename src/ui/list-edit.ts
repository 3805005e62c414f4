// Local editing of a list (scheduler, custom entities, users; docs/console.md §4): rows are added, edited and
// removed in memory until Apply; Cancel reloads. The page counts as unsaved while anything differs.
import { useMemo, useState } from 'react'
import { useUnsaved } from '../state/guard'
import { same } from './same'

export interface ListEdit<T> {
  /** The rows to show and to send: the current list without removed rows (objects keep identity until edited). */
  rows: T[]
  /** Rows added, edited or removed versus the originals: the N of 'Apply changes (N)'. */
  changed: number
  /** Adds `row`, or replaces the row with the same key. */
  put: (row: T) => void
  /** Marks a row removed (`deleted: true`, kept out of `rows`); a row added since the last reset just goes. */
  remove: (row: T) => void
  /** Makes `to` the new originals (after loading or saving). */
  reset: (to: T[]) => void
  /** A free id in 100-200 for a new row (docs/console.md §4: new local items get ids from that range). */
  newId: () => number
}

/**
 * `initial` are the rows as loaded; `key` identifies a row (an id, or the username for users).
 * Usage: const list = useListEdit(data.schedule, (r) => r.id); list.put({...row, time: '12:00'});
 * on Apply post list.rows, then list.reset(answer); on Cancel reload and list.reset(fresh).
 */
export function useListEdit<T extends object>(initial: T[], key: (row: T) => string | number): ListEdit<T> {
  const [orig, setOrig] = useState(initial)
  const [items, setItems] = useState<(T & { deleted?: boolean })[]>(initial)
  const rows = useMemo(() => items.filter((r) => !r.deleted), [items])
  const changed = useMemo(() => {
    const before = new Map(orig.map((r) => [key(r), r]))
    return items.filter((r) => {
      const o = before.get(key(r))
      return !o || r.deleted || !same(o, r)
    }).length
  }, [orig, items])

  useUnsaved(changed > 0)

  const isOrig = (r: T) => orig.some((o) => key(o) === key(r))
  return {
    rows,
    changed,
    put: (row) => setItems((l) => (l.some((r) => key(r) === key(row)) ? l.map((r) => (key(r) === key(row) ? row : r)) : [...l, row])),
    remove: (row) => setItems((l) => (isOrig(row) ? l.map((r) => (key(r) === key(row) ? { ...r, deleted: true } : r)) : l.filter((r) => key(r) !== key(row)))),
    reset: (to) => {
      setOrig(to)
      setItems(to)
    },
    newId: () => {
      const used = new Set(items.map(key))
      const free = Array.from({ length: 101 }, (_, i) => 100 + i).filter((id) => !used.has(id))
      return free.length ? free[Math.floor(Math.random() * free.length)] : 201 + items.length
    },
  }
}
