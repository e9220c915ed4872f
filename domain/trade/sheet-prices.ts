/** A customer group's own prices in the catalogue sheet (issue 33 item 2, decision 0094): a column
 * per group headed "Qiymət: <group>", in manat as the sheet writes the list price. A cell is read
 * by the seller's price editor's rule (`manatSchema`: 0–1 000 000, at most two decimals, qəpik);
 * an empty cell leaves the price as it is, "-" removes it. */
import { manatSchema } from './price-list-schema.ts';
import { textsIn } from '../i18n/texts-in.ts';

const { SHEET_PRICE_MSG } = textsIn('az');

export const GROUP_PRICE_PREFIX = 'Qiymət:';
/** The word that removes a group's own price (an empty cell leaves it). */
export const REMOVE_PRICE = '-';

export const groupPriceHeader = (groupName: string) => `${GROUP_PRICE_PREFIX} ${groupName}`;

/** The group's name a header names, or null when the header is not a group's price column. */
export function groupOfHeader(header: string): string | null {
  const h = header.trim().replace(/\s+/g, ' ');
  if (!h.toLocaleLowerCase('az').startsWith(GROUP_PRICE_PREFIX.toLocaleLowerCase('az'))) return null;
  return h.slice(GROUP_PRICE_PREFIX.length).trim();
}

export const sameGroupName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLocaleLowerCase('az') === b.trim().replace(/\s+/g, ' ').toLocaleLowerCase('az');

/** Qəpik as the sheet writes money: "12,50"; no price, an empty cell. */
export const formatGroupPrice = (qepik: number | null) =>
  qepik == null ? '' : (qepik / 100).toFixed(2).replace('.', ',');

/** What a cell asks: `undefined` leave the price, `null` remove it, a number the price in qəpik. */
export type GroupCell = { ok: true; value: number | null | undefined } | { ok: false; message: string };

export function parseGroupPrice(cell: string): GroupCell {
  const v = cell.replace(/\s/g, '');
  if (v === '') return { ok: true, value: undefined };
  if (v === REMOVE_PRICE) return { ok: true, value: null };
  if (!/^\d+([.,]\d+)?$/.test(v)) return { ok: false, message: SHEET_PRICE_MSG.badCell };
  const parsed = manatSchema.safeParse(Number(v.replace(',', '.')));
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: SHEET_PRICE_MSG.badCell };
}
