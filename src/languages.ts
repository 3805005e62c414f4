// The ten languages, in their own names, for the pickers: the app's (layout.tsx) and the static first
// screen's (first-screen.mjs imports this file at build time, so it has no dependencies).
export const LANGUAGES: [string, string][] = [
  ['de', 'Deutsch'],
  ['en', 'English'],
  ['fr', 'Français'],
  ['it', 'Italiano'],
  ['nl', 'Nederlands'],
  ['no', 'Norsk'],
  ['pl', 'Polski'],
  ['sk', 'Slovenčina'],
  ['sv', 'Svenska'],
  ['tr', 'Türkçe'],
]
