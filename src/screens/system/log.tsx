// System > Log: the log settings (level, buffer size, compact; Apply) and the live view with export and
// an auto-scroll that pauses while the user reads further up.
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { levelName } from '../../schemas/log-levels'
import { logSettings } from '../../api/system'
import { LOG_BUFFERS, LOG_LEVELS } from '../../schemas/system'
import { saveFile } from '../../ui/download'
import { Field } from '../../ui/fields'
import { Icon } from '../../ui/icons'
import { SettingsForm } from '../../ui/settings-form'
import { isAdmin } from '../../state/session'
import { type Line, useLogStream } from './log-stream'

/** The choices, plus the device's value when it is not one of them. */
const choices = (list: readonly number[], v: number, label: (n: number) => string) =>
  [...new Set([...list, v])].sort((a, b) => a - b).map((n) => [n, label(n)] as const)

export const lineText = (e: Line) => `${e.t} ${levelName(e.l)} ${e.i}: [${e.n}] ${e.m}`

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
  return (
    <>
      <SettingsForm api={logSettings}>
        {(f) => (
          <div class="log-bar">
            <Field form={f} name="level" type="select" label={t('system.level')} options={choices(LOG_LEVELS, f.data.level, levelName)} />
            <Field form={f} name="max_messages" type="select" label={t('system.buffer')} options={choices(LOG_BUFFERS, f.data.max_messages, String)} />
            <Field form={f} name="compact" type="checkbox" label={t('system.compact')} />
            <button type="button" class="secondary" onClick={exportLog}>
              <Icon name="download" /> {t('system.export')}
            </button>
            <Sync value={f.data.compact} set={setCompact} />
          </div>
        )}
      </SettingsForm>
      {lost && <p class="warn">{t('system.reconnecting')}</p>}
      <LogLines lines={lines} compact={compact} />
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
  const onScroll = () => {
    const el = ref.current!
    follow.current = el.scrollHeight - el.scrollTop - el.clientHeight < 30
  }
  return (
    <div ref={ref} class="log" role="log" tabIndex={0} aria-label={t('system.tab.log')} onScroll={onScroll}>
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
        ? `${e.t.replace(/^.*[ +]|\.\d+$/g, '')} ${level[0]} ${e.i}: [${e.n}] ${e.m}`
        : `${e.t} ${level.padStart(7)} ${(e.i + ':').padEnd(6)} ${('[' + e.n + ']').padEnd(12)} ${e.m}`}
    </div>
  )
})
