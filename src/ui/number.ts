// Numbers as people type them: with the decimal mark of the console's language (21,5 in German, Polish or
// Turkish) or a dot, whatever the language. A browser's type=number follows the browser's own locale, not
// ours: it dropped a comma (21,5 read as 215) or emptied the field, so the number fields are text.
import i18n from '../i18n'
import { nf } from './format'

/** The decimal mark of the console's language ('.' or ','). */
export const mark = () => nf(i18n.language).format(0.5)[1]

/**
 * The number in `text`: digits with one decimal mark, the language's or a dot, and a sign; NaN for anything
 * else. A grouping mark is refused rather than guessed: '1,234' in English or '1.234,5' could mean two numbers.
 * Only digits, dots and signs get to Number(), which refuses a second dot or a misplaced sign (and '1e3', '0x10'
 * never reach it).
 */
export function toNumber(text: string) {
  const s = text.trim().replace(mark(), '.').replace('−', '-')
  return /^[-+\d.]+$/.test(s) ? +s : NaN
}

/** `n` as a field shows it: the language's decimal mark, no grouping ('' for NaN or none). */
export const toText = (n: number | undefined) => (n == null || Number.isNaN(n) ? '' : String(n).replace('.', mark()))
