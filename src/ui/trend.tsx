// The kept samples drawn (state/trends.ts): a small line of the last 24 hours beside a number, a button that
// opens its trend: 1 h / 24 h / 7 d, min / max / mean / last, the time axis in the user's language and time
// zone on a 24 h clock, CSV of the range shown, and deleting the kept history. Inline SVG, no chart library.
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ask } from '../state/confirm'
import { DAY, forget, GAP, samples, trendsChanged } from '../state/trends'
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

/**
 * The samples from `from` (s) on, with their unit, min and max, and the chart's name: min, max and last in the
 * user's format. The name is formatted again only when one of those changes: a poll draws every line of a
 * device panel again (a sample more each), and a panel has hundreds.
 */
function useStats(entity: string, from: number) {
  const { t, i18n } = useTranslation()
  const [ts = [], vs = [], u] = samples(entity, from) ?? []
  const lo = Math.min(...vs)
  const hi = Math.max(...vs)
  const last = vs.at(-1)!
  const f = (v: number) => formatValue(v, u, i18n.language)
  const label = useMemo(() => ts.length && `${t('c.min')} ${f(lo)}, ${t('c.max')} ${f(hi)}, ${t('ui.trend.last')} ${f(last)}`, [lo, hi, last, u, t])
  return ts.length ? { ts, vs, u, lo, hi, last, f, label: label as string } : undefined
}

/** The chart: role img, named by min, max and last. */
function Chart(p: { s: NonNullable<ReturnType<typeof useStats>>; from: number; to: number; w: number; class: string }) {
  return (
    <svg class={p.class} role="img" aria-label={p.s.label} viewBox={`0 -2 ${p.w} 24`} preserveAspectRatio="none">
      <path vector-effect="non-scaling-stroke" d={line(p.s.ts, p.s.vs, p.from, p.to, p.w, p.s.lo, p.s.hi)} />
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
          <Chart s={s} from={to - DAY} to={to} w={32} class="" />
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

function Trend({ entity, name, onClose }: { entity: string; name: string; onClose: () => void }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  const [span, setSpan] = useState(DAY)
  void trendsChanged.value // drawn again at each sample (a line beside a value: when its row is)
  const to = now()
  const from = to - span
  const s = useStats(entity, from)
  const time = new Intl.DateTimeFormat(lang, { ...(span > DAY && { weekday: 'short' }), hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
  const exportCsv = () =>
    s &&
    saveFile(
      name + '.csv',
      csv(
        'time;value;unit',
        s.ts.map((x, i) => [new Date(x * 1000).toISOString(), csvNum(s.vs[i]!, lang), csvText(uomLabel(s.u, lang))]),
      ),
      'text/csv',
    )
  const del = async () => (await ask({ title: t('ui.trend.del'), text: '', ok: t('ui.trend.del'), cancel: t('c.cancel'), danger: true })) && forget()
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
          <Chart s={s} from={from} to={to} w={Math.min(innerWidth - 96, 560) >> 1} class="chart" />
          <div class="axis" aria-hidden="true">
            {[0, 1, 2, 3].map((i) => (
              <span key={i}>{time.format((from + (span * i) / 3) * 1000)}</span>
            ))}
          </div>
          <Facts
            rows={[
              [t('c.min'), s.f(s.lo)],
              [t('c.max'), s.f(s.hi)],
              [t('ui.trend.mean'), s.f(Math.round((s.vs.reduce((a, b) => a + b) / s.vs.length) * 100) / 100)],
              [t('ui.trend.last'), s.f(s.last)],
            ]}
          />
        </>
      ) : (
        <p>{t('c.empty')}</p>
      )}
    </Dialog>
  )
}
