// The kept samples drawn (state/trends.ts): a small line of the last 24 hours beside a number, a button that
// opens its trend: 1 h / 24 h / 7 d, min / max / mean / last, the time axis in the user's language and time
// zone on a 24 h clock, other entities of its unit on the same chart when asked, CSV of what is shown, and
// deleting the kept history. Inline SVG, no chart library.

import type { TFunction } from 'i18next'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ask } from '../state/confirm'
import { alike, DAY, forget, GAP, nameIn, samples, trendsChanged } from '../state/trends'
import { Dialog } from './dialog'
import { saveFile } from './download'
import { csv, csvNum, csvText, formatValue } from './entity-values'
import { Facts } from './facts'
import { unitNf, uomLabel } from './format'

/**
 * The line through samples `ts`/`vs` in a box `w` columns wide (time `from` to `to`) and 20 high (values `lo`
 * to `hi`): each column holds its samples' min and max, so at most two points per column; samples further apart than GAP are not joined.
 */
export function line(ts: number[], vs: number[], from: number, to: number, w: number, lo: number, hi: number) {
  let d = ''
  let col = -1
  let mn = 0
  let mx = 0
  let n = 0 // points of the run drawn so far
  const y = (v: number) => (hi > lo ? 20 - ((v - lo) * 20) / (hi - lo) : 10).toFixed(1)
  const put = () => {
    if (col >= 0) for (const v of mn === mx ? [mn] : [mn, mx]) d += `${n++ ? 'L' : 'M'}${col + 0.5} ${y(v)}`
  }
  // a run of one sample is a dot
  const end = () => (d += n === 1 ? 'h0' : '')
  ts.forEach((t, i) => {
    const v = vs[i]!
    const c = Math.min(w - 1, Math.floor(((t - from) * w) / (to - from))) // a sample at `to` is in the last column
    const gap = t - ts[i - 1]! > GAP
    if (c !== col || gap) {
      put()
      if (gap) end(), (n = 0)
      col = c
      mn = mx = v
    } else (mn = Math.min(mn, v)), (mx = Math.max(mx, v))
  })
  put()
  end()
  return d
}

/** The samples of `entity` from `from` (s) on, with their unit, min, max and last; undefined while none are kept. */
function stats(entity: string, from: number) {
  const [ts = [], vs = [], u] = samples(entity, from) ?? []
  return ts.length ? { entity, ts, vs, u, lo: Math.min(...vs), hi: Math.max(...vs), last: vs.at(-1)! } : undefined
}
type Stats = NonNullable<ReturnType<typeof stats>>

/** What a chart of `s` says: min, max and last in the user's format. */
function named(t: TFunction, s: Stats, lang: string) {
  const f = (v: number) => formatValue(v, s.u, lang)
  return `${t('c.min')} ${f(s.lo)}, ${t('c.max')} ${f(s.hi)}, ${t('ui.trend.last')} ${f(s.last)}`
}

/** stats() with what its chart says, formatted again only when min, max or last changes: a poll draws every
 *  line of a device panel again (a sample more each), and a panel has hundreds. */
function useStats(entity: string, from: number) {
  const { t, i18n } = useTranslation()
  const s = stats(entity, from)
  const label = useMemo(() => s && named(t, s, i18n.language), [s?.lo, s?.hi, s?.last, s?.u, t])
  return s && { ...s, label: label! }
}

/** How the lines of one chart are told apart: the first solid, the others dashed each their own way. */
const DASH = [undefined, '6 3', '1 3', '6 3 1 3']

/** The chart of one or more series on one scale: role img, named by `label`. */
function Chart(p: { ss: Stats[]; label: string; from: number; to: number; w: number; class: string }) {
  const lo = Math.min(...p.ss.map((s) => s.lo))
  const hi = Math.max(...p.ss.map((s) => s.hi))
  return (
    <svg class={p.class} role="img" aria-label={p.label} viewBox={`0 -2 ${p.w} 24`} preserveAspectRatio="none">
      {p.ss.map((s, i) => (
        <path key={s.entity} vector-effect="non-scaling-stroke" stroke-dasharray={DASH[i % 4]} d={line(s.ts, s.vs, p.from, p.to, p.w, lo, hi)} />
      ))}
    </svg>
  )
}

const now = () => Date.now() / 1000

/** The last 24 hours of `entity` (named `name`) as a button that opens its trend; nothing while none is kept. */
export function Spark({ entity, name }: { entity: string; name: string }) {
  const [open, setOpen] = useState(false)
  void trendsChanged.value // drawn again when samples are kept: its props stay the same as its value changes
  const to = now()
  const s = useStats(entity, to - DAY)
  return (
    <>
      {s && (
        <button type="button" class="spark" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <Chart ss={[s]} label={s.label} from={to - DAY} to={to} w={32} class="" />
        </button>
      )}
      {open && <Trend entity={entity} name={name} onClose={() => setOpen(false)} />}
    </>
  )
}

const SPANS = [
  [3600, 1, 'hour'],
  [DAY, 24, 'hour'],
  [7 * DAY, 7, 'day'],
] as const

/** The trend of `entity`, and beside it, when asked, those of other entities kept in its unit. */
function Trend({ entity, name, onClose }: { entity: string; name: string; onClose: () => void }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  const [span, setSpan] = useState(DAY)
  const [more, setMore] = useState<string[]>([])
  void trendsChanged.value // drawn again at each sample (a line beside a value: when its row is)
  const to = now()
  const from = to - span
  const s = useStats(entity, from)
  const others = alike(entity)
  // in the list's order, so each keeps its dash while others are added or taken away
  const shown = [s, ...others.filter((e) => more.includes(e)).map((e) => stats(e, from))].filter((x) => x !== undefined)
  const time = new Intl.DateTimeFormat(lang, { ...(span > DAY && { weekday: 'short' }), hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
  const exportCsv = () =>
    saveFile(
      name + '.csv',
      csv(
        'name;time;value;unit',
        shown.flatMap((x) =>
          x.ts.map((y, i) => [csvText(nameIn(x.entity)), new Date(y * 1000).toISOString(), csvNum(x.vs[i]!, lang), csvText(uomLabel(x.u, lang))]),
        ),
      ),
      'text/csv',
    )
  const del = async () => (await ask({ title: t('ui.trend.del'), text: '', ok: t('ui.trend.del'), cancel: t('c.cancel'), danger: true })) && forget()
  const f = (v: number) => formatValue(v, s?.u, lang)
  return (
    <Dialog
      title={name}
      onClose={onClose}
      footer={
        <>
          <button type="button" class="secondary" onClick={del}>
            {t('ui.trend.del')}
          </button>
          <button type="button" disabled={!s} onClick={exportCsv}>
            {t('c.csv')}
          </button>
        </>
      }
    >
      <div class="seg">
        {SPANS.map(([n, k, unit]) => (
          <button key={n} type="button" class={span === n ? undefined : 'secondary'} aria-pressed={span === n} onClick={() => setSpan(n)}>
            {unitNf(lang, unit).format(k)}
          </button>
        ))}
      </div>
      {s ? (
        <>
          <Chart
            ss={shown}
            label={[s.label, ...shown.slice(1).map((x) => `${nameIn(x.entity)}: ${named(t, x, lang)}`)].join('; ')}
            from={from}
            to={to}
            w={Math.min(innerWidth - 96, 560) >> 1}
            class="chart"
          />
          <div class="axis" aria-hidden="true">
            {[0, 1, 2, 3].map((i) => (
              <span key={i}>{time.format((from + (span * i) / 3) * 1000)}</span>
            ))}
          </div>
          <Facts
            rows={[
              [t('c.min'), f(s.lo)],
              [t('c.max'), f(s.hi)],
              [t('ui.trend.mean'), f(Math.round((s.vs.reduce((a, b) => a + b) / s.vs.length) * 100) / 100)],
              [t('ui.trend.last'), f(s.last)],
            ]}
          />
          {others.length > 0 && (
            <fieldset>
              <legend>{t('ui.trend.with')}</legend>
              {others.map((e) => {
                const i = shown.findIndex((x) => x.entity === e)
                return (
                  <label key={e}>
                    <input type="checkbox" checked={more.includes(e)} onChange={() => setMore(more.includes(e) ? more.filter((x) => x !== e) : [...more, e])} />
                    {nameIn(e)}
                    {i > 0 && (
                      <svg class="key" aria-hidden="true" viewBox="0 0 24 2">
                        <path d="M0 1h24" stroke-dasharray={DASH[i % 4]} />
                      </svg>
                    )}
                  </label>
                )
              })}
            </fieldset>
          )}
        </>
      ) : (
        <p>{t('c.empty')}</p>
      )}
    </Dialog>
  )
}
