// Custom entities (device-api §7b, docs/console.md §3, §5): values read from a bus telegram, or RAM
// variables. The device wants device_id and type_id as numbers; the dialog edits them as hex text.
import * as z from 'zod/mini'
import { intField, onGrid, required } from './common'
import { nameMsg, nameRe, uniqueNames } from './schedule'

/**
 * Value type names by number for a release whose text type is `raw` (releases.ts rawType): 3.6.x's, then 3.7.0's,
 * which put UINT32 at 7 and moved ENUM, RAW (text) and CMD up by one (device-api §10k).
 */
export const typeNames = (raw: number) => ('BOOL INT UINT SHORT USHORT ULONG TIME ' + (raw > 8 ? 'UINT32 ' : '') + 'ENUM RAW CMD').split(' ')
/** The types the dialog offers: the numbers up to UINT32 (TIME before 3.7.0), and RAW; ENUM and CMD are the device's own. */
export const valueTypes = (raw: number) => typeNames(raw).flatMap((n, i): [number, string][] => (i < raw - 1 || i === raw ? [[i, n]] : []))
/** RAW is 8 before 3.7.0 and 9 from it; either number gets the byte-count check (neither is another type that can be
 *  defined by hand). */
const isRaw = (vt: number) => vt === 8 || vt === 9

/** What a release checks (releases.ts): `long` names of 19 (3.7.0), RAW of up to 255 bytes (`entities372`, 3.7.2). */
export type EntityRules = { long: boolean; entities372: boolean }
const NEWEST: EntityRules = { long: true, entities372: true }

/** The fields of one custom entity (device-api §7b) but the two ids, which the device and the dialog type apart. */
const entity = (long: boolean) => ({
  /** Ignored on POST; the answer numbers the list. */
  id: z.number(),
  /** 1 = a variable kept in RAM, 0 = read from a telegram; 3.6.5 on (releases.ts `ram`, §10c). */
  ram: z.optional(z.number().check(z.int(), z.gte(0), z.lte(1))),
  /** Name; also the command custom/<name> when writeable. */
  name: required().check(z.regex(nameRe(long), nameMsg(long))),
  /** Byte offset of the value in the telegram. */
  offset: intField(0, 255, 'c.v.range'),
  /** Divider of the raw number (0 is stored as 1); for RAW the byte count; for BOOL from 3.7.2 the bit mask. */
  factor: z.number(),
  /** Unit of measure, Uom numbering (§3b units); a RAM variable's is kept from 3.7.2. */
  uom: z.number().check(z.int(), z.gte(0)),
  /** How the bytes read: typeNames numbering of the release. */
  value_type: z.number().check(z.int(), z.gte(0), z.lte(10)),
  /** The value may be written (command custom/<name>). */
  writeable: z.boolean(),
  /** GET: the value, absent until the device has read one; POST: the initial value (RAM and text, 3.6.5). */
  value: z.optional(z.unknown()),
})
// RAW reads 1-27 bytes of a telegram, 1-255 from 3.7.2 (not for RAM variables, which the device forces to RAW anyway).
export const maxBytes = (r: EntityRules) => (r.entities372 ? 255 : 27)
const rawBytes = (r: EntityRules) =>
  z.refine<{ ram?: number; value_type: number; factor: number }>(
    (e) => e.ram === 1 || !isRaw(e.value_type) || (Number.isInteger(e.factor) && e.factor >= 1 && e.factor <= maxBytes(r)),
    { message: 'c.v.range', path: ['factor'] },
  )

/** One entity as release `r` stores it. */
const customEntity = (r: EntityRules) =>
  z
    .looseObject({
      ...entity(r.long),
      /** EMS device id that sends the telegram, a number (8 for 0x08). */
      device_id: z.number().check(z.int(), z.gte(0), z.lte(255)),
      /** Telegram type, a number (797 for 0x31D). */
      type_id: z.number().check(z.int(), z.gte(0), z.lte(0xffff)),
    })
    .check(rawBytes(r))
export type CustomEntity = z.infer<ReturnType<typeof customEntity>>

// '18' or '0x18' (as the console shows ids); parseInt(s, 16) reads both.
const hexRe = (digits: number) => new RegExp(`^(0x)?[0-9a-f]{1,${digits}}$`, 'i')
const hex = (digits: number) => z.string().check(z.regex(hexRe(digits), 'settings.v.hex'))
/** The dialog's copy: ids as hex text, the name unique among `others`; from 3.7.2 a BOOL's bit mask (one byte) too.
 *  A number's factor on the field's step (a thousandth), unless it is the one the device holds (`was`). */
export const customEntityAmong = (others: string[], r: EntityRules = NEWEST, was?: number) =>
  z.object({ ...entity(r.long), device_id: hex(2), type_id: hex(4), mask: z.string(), hide: z.optional(z.boolean()) }).check(
    rawBytes(r),
    z.refine((e) => e.ram === 1 || !e.value_type || isRaw(e.value_type) || e.factor === was || onGrid(e.factor, 0.001), {
      message: 'c.v.step',
      path: ['factor'],
    }),
    z.refine((e) => e.value_type !== 0 || !r.entities372 || hexRe(2).test(e.mask), { message: 'settings.v.hex', path: ['mask'] }),
    z.refine((e) => !others.includes(e.name), { message: 'c.v.nameUsed', path: ['name'] }),
  )
export type CustomEntityEdit = z.infer<ReturnType<typeof customEntityAmong>>

/** GET and POST of custom entities, at the release's path (releases.ts `entities`): entities, the whole list. */
export const customEntitiesOf = (r = NEWEST) => z.looseObject({ entities: z.array(customEntity(r)) }).check(uniqueNames('entities'))
export const CustomEntities = customEntitiesOf()
export type CustomEntities = z.infer<typeof CustomEntities>
