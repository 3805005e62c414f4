// The one table. Rows may be clickable (mouse, Enter or Space), all or those `canOpen` allows; cells are text
// or small nodes.
import type { ComponentChildren } from 'preact'
import { memo } from 'react'

export interface Col<T> {
  label: string
  cell: (row: T) => ComponentChildren
  /** CSS class for the column's cells, e.g. 'num' for right-aligned numbers. */
  class?: string
  /** The header is for screen readers only (an icon or button column). */
  hideLabel?: boolean
}

export function Table<T>(p: {
  rows: T[]
  cols: Col<T>[]
  rowKey: (row: T) => string | number
  onRow?: (row: T) => void
  /** Which rows onRow opens (default all); the others are plain rows. */
  canOpen?: (row: T) => boolean
  /** Shown in place of the rows when there are none. */
  empty?: string
  caption?: string
  rowClass?: (row: T) => string | undefined
}) {
  return (
    <div class="table-wrap">
      <table>
        {p.caption && <caption>{p.caption}</caption>}
        <thead>
          <tr>
            {p.cols.map((c, i) => (
              <th key={i} scope="col" class={c.class}>
                {c.hideLabel ? <span class="sr-only">{c.label}</span> : c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {p.rows.length === 0 && p.empty !== undefined ? (
            <tr>
              <td colSpan={p.cols.length}>{p.empty}</td>
            </tr>
          ) : (
            p.rows.map((r) => (
              <Row key={p.rowKey(r)} row={r} cols={p.cols} onRow={!p.canOpen || p.canOpen(r) ? p.onRow : undefined} cls={p.rowClass?.(r)} />
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}

// Memoised so that a poll re-renders only the rows whose data changed (rows keep identity when equal).
const Row = memo(function Row<T>({ row, cols, onRow, cls }: { row: T; cols: Col<T>[]; onRow?: (r: T) => void; cls?: string }) {
  const open = onRow && (() => onRow(row))
  return (
    <tr
      class={cls}
      tabIndex={open ? 0 : undefined}
      onClick={open}
      onKeyDown={open && ((e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), open()))}
    >
      {cols.map((c, i) => (
        <td key={i} class={c.class}>
          {c.cell(row)}
        </td>
      ))}
    </tr>
  )
}) as <T>(p: { row: T; cols: Col<T>[]; onRow?: (r: T) => void; cls?: string }) => preact.JSX.Element
