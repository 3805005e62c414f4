// The board profile fields, shared by Settings > Application and the setup's board step: a named board,
// whose pins and ethernet values the device fills in, or CUSTOM with them typed in (device-api §1c).
import { useTranslation } from 'react-i18next'
import { readFacts, useGateway } from '../api/release'
import { readBoardProfile } from '../api/settings'
import type { KeyIn } from '../i18n'
import { BOARDS, E32V2_2, PINS, type Settings } from '../schemas/settings'
import { useAction } from './action'
import { Field, numbered } from './fields'
import type { Form } from './form'

// PHY clock pins, named as the firmware's own UI shows them (untranslated).
const CLOCKS = numbered(['GPIO0_IN', 'GPIO0_OUT', 'GPIO16_OUT', 'GPIO17_OUT'])
/** Each pin's label key under ui.board. */
const PIN_LABEL = { rx_gpio: 'rx', tx_gpio: 'tx', pbutton_gpio: 'button', dallas_gpio: 'dallas', led_gpio: 'led' } as const

/** The board profile and, for CUSTOM, its pins and ethernet values. */
export function Board({ f }: { f: Form<Settings> }) {
  const { t } = useTranslation()
  const { t: L } = useTranslation(undefined, { keyPrefix: 'ui.board' })
  const d = f.data
  // a board whose pins cannot be read is said with the field's name ("Board profile: ...")
  const [busy, run] = useAction(L('profile'))
  const g = useGateway()
  const app38 = readFacts(g)?.app38

  // Picking a board loads its pins and ethernet values from the device; CUSTOM keeps them for editing.
  const pick = (name: string) => (name === 'CUSTOM' ? f.set('board_profile', name) : run(async () => f.patch(await readBoardProfile(name))))
  const board = { ...f, set: ((_: unknown, v: string) => void pick(v)) as Form<Settings>['set'] }
  const num = (name: keyof Settings, key: KeyIn<'ui.board'>, help?: string) => (
    <Field key={name} form={f} name={name} type="number" label={L(key)} help={help} />
  )
  return (
    <>
      <Field
        form={board}
        name="board_profile"
        type="select"
        label={L('profile')}
        // 3.8.0 keeps the profile of a board that carries its model (BBQKees), as its own UI does
        disabled={busy || (app38 && g?.status?.model?.startsWith('BBQKees'))}
        options={[...BOARDS, ...(app38 ? [E32V2_2] : []), ['CUSTOM', L('custom')]]}
      />
      {d.board_profile === 'CUSTOM' && (
        <>
          <div class="grid">{PINS.map((k) => num(k, PIN_LABEL[k], k === 'dallas_gpio' || k === 'led_gpio' ? t('ui.board.off', { n: 0 }) : undefined))}</div>
          {d.led_gpio !== 0 && d.led_type !== undefined && (
            <Field form={f} name="led_type" type="select" label={'LED ' + t('c.type')} options={numbered(['LED', 'RGB-LED'])} />
          )}
          <Field form={f} name="phy_type" type="select" label={L('phy')} options={numbered([L('none'), 'LAN8720', 'TLK110', ...(app38 ? ['RTL8201'] : [])])} />
          {d.phy_type !== 0 && (
            <div class="grid">
              {num('eth_power', 'ethPower', t('ui.board.off', { n: -1 }))}
              {num('eth_phy_addr', 'ethAddr')}
              <Field form={f} name="eth_clock_mode" type="select" label={L('ethClock')} options={CLOCKS} />
            </div>
          )}
        </>
      )}
    </>
  )
}

/** A board profile's pins in one line, for the setup's summary. */
export function Pins({ d }: { d: Settings }) {
  const { t: L } = useTranslation(undefined, { keyPrefix: 'ui.board' })
  return <p>{PINS.map((k) => `${L(PIN_LABEL[k])} ${d[k]}`).join(' · ')}</p>
}
