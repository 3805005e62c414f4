// System > Log: the log settings (level, buffer size, compact; Apply) and the live view with export and
// an auto-scroll that pauses while the user reads further up; for installers a search that narrows the shown
// lines, Pause / Resume (the view holds still while lines keep arriving) and a copy of the shown lines.
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { logSettings } from '../../api/system'
import { levelName } from '../../schemas/log-levels'
import { LOG_BUFFERS, LOG_LEVELS } from '../../schemas/system'
import { isAdmin } from '../../state/session'
import { toast } from '../../state/toasts'
import { copyText } from '../../ui/copy'
import { saveFile } from '../../ui/download'
import { Field } from '../../ui/fields'
import { Icon } from '../../ui/icons'
import { SettingsForm } from '../../ui/settings-form'
import { type Line, useLogStream } from './log-stream'

/** The choices, plus the device's value when it is not one of them. */
const choices = (list: readonly number[], v: number, label: (n: number) => string) =>
  [...new Set([...list, v])].sort((a, b) => a - b).map((n) => [n, label(n)] as const)

const lineText = (e: Line) => `${e.t} ${levelName(e.l)} ${e.i}: [${e.n}] ${e.m}`

// The device streams its log to admins only (device-api §1b /es/log): a guest is told so, and no stream is
// opened that could only fail.
export function Log() {
  const { t } = useTranslation()
  return isAdmin.value ? <LiveLog /> : <p class="notice">{t('system.logAdminOnly')}</p>
}

function LiveLog() {
  const { t } = useTranslation()
  const { lines, lost } = useLogStream()
  const [compact, setCompact] = useState(true)
  const exportLog = () => saveFile('log.txt', lines.map(lineText).join('\n') + '\n')
  const [q, setQ] = useState('')
  const [held, setHeld] = useState<Line[] | null>(null) // paused: the lines as they were
  const view = held ?? lines
  const shown = q ? view.filter((e) => lineText(e).toLowerCase().includes(q.toLowerCase())) : view
  const arrived = held ? (lines.at(-1)?.k ?? 0) - (held.at(-1)?.k ?? 0) : 0 // keys count every line added
  const copy = () => copyText(shown.map(lineText).join('\n') + '\n', () => toast(t('system.copyFailed'), 'error'))
  return (
    <>
      <SettingsForm api={logSettings} what={t('c.log')}>
        {(f) => (
          <div class="log-bar">
            <Field form={f} name="level" type="select" label={t('system.level')} options={choices(LOG_LEVELS, f.data.level, levelName)} />
            <Field form={f} name="max_messages" type="select" label={t('system.buffer')} options={choices(LOG_BUFFERS, f.data.max_messages, String)} />
            <Field form={f} name="compact" type="checkbox" label={t('system.compact')} />
            <button type="button" class="secondary" onClick={exportLog}>
              <Icon name="download" /> {t('system.export')}
            </button>
            <button type="button" class="secondary" onClick={copy}>
              <Icon name="copy" /> {t('c.copy')}
            </button>
            <Sync value={f.data.compact} set={setCompact} />
          </div>
        )}
      </SettingsForm>
      {lost && <p class="warn">{t('system.reconnecting')}</p>}
      {/* the customization screen's search bar: matching lines / all lines */}
      <div class="search log-tools">
        <input
          type="search"
          aria-label={t('c.search')}
          placeholder={t('c.search')}
          value={q}
          onInput={(e) => setQ(e.currentTarget.value)}
          aria-describedby={q ? 'log-n' : undefined}
        />
        {q && (
          <small id="log-n">
            {shown.length}/{view.length}
          </small>
        )}
        <button type="button" class="secondary" onClick={() => setHeld(held ? null : lines)}>
          <Icon name={held ? 'play' : 'pause'} /> {t(held ? 'system.resume' : 'system.pause')}
        </button>
        {held && <small class="muted">{t('system.arrived', { n: arrived })}</small>}
      </div>
      <LogLines lines={shown} compact={compact} />
    </>
  )
}

/** Hands the form's compact choice to the view, which lives outside the form. */
function Sync({ value, set }: { value: boolean; set: (v: boolean) => void }) {
  useEffect(() => set(value), [value])
  return null
}

function LogLines({ lines, compact }: { lines: Line[]; compact: boolean }) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDivElement>(null)
  const follow = useRef(true) // at the bottom: keep following new lines
  useLayoutEffect(() => {
    const el = ref.current
    if (el && follow.current) el.scrollTop = el.scrollHeight
  }, [lines])
  const onScroll = (e: Event) => {
    const el = e.currentTarget as HTMLElement // (a scroll may still arrive once the log has left the page)
    follow.current = el.scrollHeight - el.scrollTop - el.clientHeight < 30
  }
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it (axe scrollable-region-focusable)
    <div ref={ref} class="log" role="log" tabIndex={0} aria-label={t('c.log')} onScroll={onScroll}>
      {lines.map((e) => (
        <LogLine key={e.k} e={e} compact={compact} />
      ))}
    </div>
  )
}

// Padded columns as the 3.6.5 console shows them; compact keeps only the time of day (no date or uptime
// days, no milliseconds) and the level's first letter. Lines wrap (no sideways scrolling on a phone).
const LogLine = memo(function LogLine({ e, compact }: { e: Line; compact: boolean }) {
  const level = levelName(e.l)
  const cls = e.l <= 3 ? 'bad' : e.l === 4 ? 'warn' : e.l === 5 ? 'info' : e.l > 6 ? 'dim' : undefined
  return (
    <div class={cls}>
      {compact
        ? `${e.t.replace(/^.*[ +T]|\.\d+$/g, '')} ${level[0]} ${e.i}: [${e.n}] ${e.m}`
        : `${e.t} ${level.padStart(7)} ${(e.i + ':').padEnd(6)} ${('[' + e.n + ']').padEnd(12)} ${e.m}`}
    </div>
  )
})
