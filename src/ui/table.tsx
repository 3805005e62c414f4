// The one table. Rows may open something (all or those `canOpen` allows): a click anywhere on the row, or
// the row's button (its main cell: keyboard and screen readers). Under 600 px a table of more than three
// columns turns into stacked cards, each cell labelled with its column (data-label, styles/notices-tables.css), so no
// column is lost on a phone.
import type { ComponentChildren } from 'preact'
import { memo, useState } from 'react'

export interface Col<T> {
  label: string
  cell: (row: T) => ComponentChildren
  /** CSS class for the column's cells, e.g. 'num' for right-aligned numbers. */
  class?: string
  /** The header is for screen readers only (an icon or button column). */
  hideLabel?: boolean
  /** The cell that is the row's button when the row opens something (default: the first labelled column). */
  main?: boolean
  /** What the rows sort by when the header is clicked (ascending, then descending). */
  sort?: (row: T) => number | string
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
  /** The table scrolls in a box of its own (the device panel): the box is a named region that takes focus,
   *  so a keyboard can scroll it where no cell holds a control (a guest's rows). */
  region?: string
}) {
  let main = p.cols.findIndex((c) => c.main)
  if (main < 0) main = p.cols.findIndex((c) => !c.hideLabel)
  // [column, 1 ascending or -1 descending]; column -1: as read until a header is clicked
  const [[by, dir], setSort] = useState([-1, 1])
  const key = p.cols[by]?.sort
  const rows = key
    ? [...p.rows].sort((a, b) => {
        const x = key(a)
        const y = key(b)
        return dir * (typeof x === 'string' ? x.localeCompare(y as string) : x - (y as number))
      })
    : p.rows
  return (
    <div class="table-wrap" {...(p.region && { role: 'region', 'aria-label': p.region, tabIndex: 0 })}>
      <table class={p.cols.length > 3 ? 'stack' : undefined}>
        {p.caption && <caption>{p.caption}</caption>}
        <thead>
          <tr>
            {p.cols.map((c, i) => (
              <th key={i} scope="col" class={c.class} aria-sort={by === i ? (dir > 0 ? 'ascending' : 'descending') : undefined}>
                {c.hideLabel ? (
                  <span class="sr-only">{c.label}</span>
                ) : c.sort ? (
                  <button type="button" class="row-btn sort" onClick={() => setSort([i, by === i ? -dir : 1])}>
                    {c.label}
                  </button>
                ) : (
                  c.label
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && p.empty !== undefined ? (
            <tr>
              <td colSpan={p.cols.length}>{p.empty}</td>
            </tr>
          ) : (
            rows.map((r) => (
              <Row key={p.rowKey(r)} row={r} cols={p.cols} main={main} onRow={!p.canOpen || p.canOpen(r) ? p.onRow : undefined} cls={p.rowClass?.(r)} />
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}

// Memoised so that a poll re-renders only the rows whose data changed (rows keep identity when equal).
// The main cell's button has no handler of its own: its click (mouse, Enter, Space) bubbles to the row's.
const Row = memo(function Row<T>({ row, cols, main, onRow, cls }: { row: T; cols: Col<T>[]; main: number; onRow?: (r: T) => void; cls?: string }) {
  return (
    <tr class={onRow ? (cls ? cls + ' opens' : 'opens') : cls} onClick={onRow && (() => onRow(row))}>
      {cols.map((c, i) => (
        <td key={i} class={c.class} data-label={c.hideLabel ? undefined : c.label}>
          {onRow && i === main ? (
            <button type="button" class="row-btn">
              {c.cell(row)}
            </button>
          ) : (
            c.cell(row)
          )}
        </td>
      ))}
    </tr>
  )
}) as <T>(p: { row: T; cols: Col<T>[]; main: number; onRow?: (r: T) => void; cls?: string }) => preact.JSX.Element
