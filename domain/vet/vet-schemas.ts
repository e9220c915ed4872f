/** The veterinary fields of the product form (multipart: every value a
 * string). A field not sent keeps its value on an edit; sent empty, it is
 * cleared (decision 0042). Messages in Azerbaijani (docs/architecture.md §Text). */
import { VET_ERRORS } from './vet-errors.ts';
import { z } from 'zod';
import { hasControlChars, idSchema, productFieldsSchema } from '../shared/schemas.ts';
import {
  isEan13,
  isSpecies,
  MAX_WITHDRAWAL_DAYS,
  NOT_FOR_FOOD,
  sortSpecies,
  type SpeciesCode,
  type Withdrawal,
} from './vet.ts';
// the form also checks in the seller's browser, so it reads the field names (plain words, no
// messages) from the Azerbaijani catalogue itself, as domain/shared/schemas.ts does, not textsIn
import { VET_TEXT } from '../i18n/az/vet-text.ts';
import { fold } from '../search/search-folding.ts';

const M = VET_ERRORS;

/** Text whose messages name the field, a stray control character included. */
const safeString = ({ error }: { error: string }, label = '') =>
  z.string({ error }).refine((v) => !hasControlChars(v), M.badChars(label));

/** Optional one-line text: '' or spaces → null. */
const fact = (label: string, max: number, pattern?: RegExp, patternMessage?: string) =>
  safeString({ error: M.notText(label) }, label)
    .trim()
    .max(max, M.tooLong(label, max))
    .refine((v) => !v || !pattern || pattern.test(v), patternMessage ?? M.notValid(label))
    .transform((v) => v || null)
    .optional();

const flag = (label: string) =>
  z
    .enum(['true', 'false', 'on', '1', '0', ''], { error: M.notFlag(label) })
    .transform((v) => v === 'true' || v === 'on' || v === '1')
    .optional();

const withdrawal = (label: string) =>
  safeString({ error: M.notText(label) }, label)
    .trim()
    .transform((v, ctx): Withdrawal => {
      if (v === '') return null;
      if (v === NOT_FOR_FOOD) return NOT_FOR_FOOD;
      if (!/^\d{1,4}$/.test(v) || Number(v) > MAX_WITHDRAWAL_DAYS) {
        ctx.addIssue({ code: 'custom', message: M.withdrawal(label) });
        return null;
      }
      return Number(v);
    })
    .optional();

const temperature = (label: string) =>
  safeString({ error: M.notText(label) }, label)
    .trim()
    .transform((v, ctx): number | null => {
      if (v === '') return null;
      const n = Number(v.replace(',', '.'));
      if (!/^-?\d{1,2}$/.test(v) || n < -50 || n > 60) {
        ctx.addIssue({ code: 'custom', message: M.temperature(label) });
        return null;
      }
      return n;
    })
    .optional();

/** Comma-separated species codes (a form's repeated checkboxes are joined so). */
const species = safeString({ error: M.species }, VET_TEXT.species)
  .transform((v, ctx): SpeciesCode[] => {
    const codes = v
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean);
    const unknown = codes.find((c) => !isSpecies(c));
    if (unknown) ctx.addIssue({ code: 'custom', message: M.species });
    return sortSpecies(codes);
  })
  .optional();

export const MAX_SUBSTANCES = 10;
const substanceRow = z.object(
  {
    name: safeString({ error: M.substanceName }, VET_TEXT.substance)
      .trim()
      .min(1, M.substanceName)
      .max(100, M.tooLong(VET_TEXT.substance, 100)),
    strength: safeString({ error: M.notText(VET_TEXT.strength) }, VET_TEXT.strength)
      .trim()
      .max(60, M.tooLong(VET_TEXT.strength, 60))
      .optional()
      .default(''),
  },
  { error: M.substances },
);
/** A JSON array of `{name, strength}`, '' for none. */
const substances = safeString({ error: M.substances }, VET_TEXT.substance)
  .transform((v, ctx) => {
    if (!v.trim()) return [];
    let parsed: unknown;
    try {
      parsed = JSON.parse(v);
    } catch {
      ctx.addIssue({ code: 'custom', message: M.substances });
      return z.NEVER;
    }
    return parsed;
  })
  .pipe(
    z
      .array(substanceRow, { error: M.substances })
      .max(MAX_SUBSTANCES, M.tooManySubstances(MAX_SUBSTANCES))
      .refine(
        // by the folded name, the substance's key: two spellings of one key would be one substance twice
        (rows) => new Set(rows.map((r) => fold(r.name))).size === rows.length,
        M.substanceTwice,
      ),
  )
  .optional();

export const vetFieldsShape = {
  species,
  substances,
  packSize: fact(VET_TEXT.packSize, 60),
  manufacturer: fact(VET_TEXT.manufacturer, 100),
  country: fact(VET_TEXT.country, 60),
  sku: fact(VET_TEXT.sku, 40, /^[\p{L}\p{N}][\p{L}\p{N}._/-]*$/u, M.sku),
  barcode: fact(VET_TEXT.barcode, 13, /^\d{13}$/, M.barcode).refine((v) => !v || isEan13(v), M.barcodeCheck),
  registrationNumber: fact(VET_TEXT.registration, 50),
  rx: flag(VET_TEXT.rx),
  withdrawalMeat: withdrawal(VET_TEXT.withdrawalMeat),
  withdrawalMilk: withdrawal(VET_TEXT.withdrawalMilk),
  withdrawalEggs: withdrawal(VET_TEXT.withdrawalEggs),
  storageMinC: temperature(VET_TEXT.storageMin),
  storageMaxC: temperature(VET_TEXT.storageMax),
  coldChain: flag(VET_TEXT.coldChain),
  /** "Another size of …": a product whose family this one joins; '' leaves its family. */
  familyOf: z
    .union([z.literal(''), idSchema], { error: M.family })
    .transform((v) => v || null)
    .optional(),
  removeLeaflet: flag(VET_TEXT.leaflet),
};

export const vetFieldsSchema = z.object(vetFieldsShape);
export type VetFields = z.infer<typeof vetFieldsSchema>;

/** The storage range reads low to high (checked on the whole form). */
export function storageRangeIssue(fields: { storageMinC?: number | null; storageMaxC?: number | null }) {
  const { storageMinC: min, storageMaxC: max } = fields;
  return min != null && max != null && min > max ? M.storageRange : null;
}

/** The whole product form: the spec's fields and the veterinary ones. */
export const productFormSchema = productFieldsSchema.extend(vetFieldsShape).superRefine((fields, ctx) => {
  const issue = storageRangeIssue(fields);
  if (issue) ctx.addIssue({ code: 'custom', message: issue, path: ['storageMinC'] });
});
export type ProductForm = z.infer<typeof productFormSchema>;

/** The form's fields as the schema reads them: repeated species checkboxes
 * joined, substance rows (`substanceName` / `substanceStrength`, as a form
 * sends them) made the `substances` JSON unless that was sent. One rule for the
 * API and the seller's form, which checks before sending (decision 0050). */
export function gatherProductForm(fields: Record<string, string>, lists: Record<string, string[]>) {
  const raw: Record<string, string> = { ...fields };
  if (lists.species) raw.species = lists.species.join(',');
  const names = lists.substanceName;
  if (names && raw.substances === undefined) {
    const strengths = lists.substanceStrength ?? [];
    raw.substances = JSON.stringify(
      names.map((name, i) => ({ name, strength: strengths[i] ?? '' })).filter((r) => r.name.trim()),
    );
  }
  return raw;
}
