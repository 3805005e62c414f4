// The few icons the console uses: stroked 24x24 paths drawn in the current text colour.
const EYE = 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z'
const P = {
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M6 6l12 12M18 6L6 18',
  edit: 'M4 20h4L19 9l-4-4L4 16v4z',
  refresh: 'M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5',
  plus: 'M12 5v14M5 12h14',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  upload: 'M12 16V5M7 10l5-5 5 5M5 20h14',
  star: 'M12 3l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z',
  check: 'M5 12l5 5L20 7',
  info: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 11v6M12 7v.5',
  warning: 'M12 3L2 21h20zM12 10v5M12 18v.5',
  home: 'M3 11l9-8 9 8M5 10v10h14V10',
  gear: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9L7 7M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1',
  help: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17v.5',
  wifi: 'M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5v.5',
  antenna: 'M12 11v10M8.5 7.5a5 5 0 0 0 0 7M15.5 7.5a5 5 0 0 1 0 7M5.5 4.5a9 9 0 0 0 0 13M18.5 4.5a9 9 0 0 1 0 13',
  clock: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 6v6l4 2',
  cloud: 'M7 19a4.5 4.5 0 0 1-.6-9A6 6 0 0 1 18 9.5a4.5 4.5 0 0 1-.5 9.5z',
  lock: 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4',
  chip: 'M7 7h10v10H7zM10 3v4M14 3v4M10 17v4M14 17v4M3 10h4M3 14h4M17 10h4M17 14h4',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  sun: 'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM12 1v2M12 21v2M1 12h2M21 12h2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4',
  // the theme that follows the system. Not named "contrast": every word of the app counts as a possible class
  // for pico-purge.mjs, which would then keep Pico's .contrast buttons and links
  auto: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 2v20M12 7l5-4M12 12l8-6M12 17l9-7',
  moon: 'M20 14A8 8 0 1 1 10 4a6 6 0 0 0 10 10z',
  drop: 'M12 3s6 7 6 11a6 6 0 0 1-12 0c0-4 6-11 6-11z',
  flame: 'M12 22c4 0 7-3 7-7 0-5-7-13-7-13S5 10 5 15c0 4 3 7 7 7z',
  thermo: 'M10 14V5a2 2 0 1 1 4 0v9a4 4 0 1 1-4 0z',
  valve: 'M4 7v10l16-10v10zM12 12V4M9 4h6',
  fan: 'M3 4h18v16H3zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 8v8M8 12h8',
  eye: EYE,
  eyeOff: EYE + 'M3 3l18 18',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM16 16l5 5',
  play: 'M7 4l13 8-13 8z',
  power: 'M12 3v8M7.5 6.5a7 7 0 1 0 9 0',
  pause: 'M8 5v14M16 5v14',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
}
export type IconName = keyof typeof P

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" class="icon">
      <path d={P[name]} />
    </svg>
  )
}

/** A button drawn as its icon, named by `label` (or `name`: the label and what it acts on). Phones show no
 *  tooltips: there the label shows under the icon (styles/layout.css). */
export function Tool(p: { icon: IconName; label: string; name?: string; pressed?: boolean; disabled?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      class="icon-btn tool"
      title={p.label}
      aria-label={p.name ?? p.label}
      aria-pressed={p.pressed}
      disabled={p.disabled}
      onClick={p.onClick}
    >
      <Icon name={p.icon} />
      <span aria-hidden="true">{p.label}</span>
    </button>
  )
}

/** The product mark, a white flame on the brand tile. Defined once: first-screen.mjs puts this <symbol> at
 *  the top of the page (the static sign-in card draws it before the app runs) and <Mark> draws it with
 *  <use>, so the app bundle does not carry the shape a second time. */
export const MARK =
  '<symbol id="mark" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#e64a19"/>' +
  '<path fill="#fff" d="M16 5c2 5 8 7.5 8 14a8 8 0 0 1-16 0c0-3.5 1.7-5.3 3.5-7 0 3 1.5 5 3.5 5-1.4-4.6-1-8.5 1-12z"/></symbol>'

export function Mark() {
  return (
    <svg class="mark" aria-hidden="true">
      <use href="#mark" />
    </svg>
  )
}
