/** The accountant's CSV of orders (issue 10): Azerbaijani headers, `;` between
 * fields and a decimal comma (what Excel expects with Azerbaijani regional
 * settings), UTF-8 with a byte-order mark so Excel reads ə, ş, ğ right. */
// the raw catalogue: plain words, and no compiler for the modules that import this one
import { PAYMENT_LABELS, type DELIVERY_UI } from '../i18n/az/delivery-text.ts';
import type { Text } from '../i18n/catalogue.ts';
import { daysSpan } from '../delivery/delivery.ts';
import { formatPhone } from '../shared/phone.ts';
import type { Order } from '../shared/types.ts';
import { BAKU_OFFSET_MS } from '../shared/format.ts';

export const CSV_BOM = '\uFEFF';

/** The delivery's words, `textsIn('az').DELIVERY_UI`, given by the export (server only): its days are
 * a plural message, which needs the compiler this module must not carry. The headers are
 * `ORDERS_CSV_HEADERS`, read there too. */
export type DeliveryWords = Text<typeof DELIVERY_UI>;

const FORMULA_START = /^[=+\-@\t\r]/;
/** A spreadsheet runs a cell that starts with = + - @ as a formula; a leading ' keeps it text
 * (the orders CSV and the catalogue's sheets, domain/catalog/catalog-sheet.ts). */
export const neutraliseFormula = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);
/** The inverse, for a sheet read back: `'=x` was written for `=x`. */
export const restoreNeutralised = (value: string): string =>
  value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;

function cell(value: string): string {
  const safe = neutraliseFormula(value);
  return /[;"\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (values: string[]) => `${values.map(cell).join(';')}\r\n`;

/** `2026-11-22 12:47`, Baku time (UTC+4, no summer time since 2016). */
export function bakuStamp(iso: string): string {
  return new Date(Date.parse(iso) + BAKU_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** An Azerbaijani number as dialled at home (050 123 45 67), which no spreadsheet takes for a formula. */
function phoneCell(e164: string): string {
  const grouped = formatPhone(e164);
  return grouped.startsWith('+994 ') ? `0${grouped.slice(5)}` : grouped;
}

export function orderCsvRow(order: Order, DELIVERY_UI: DeliveryWords): string {
  const a = order.address;
  const place = [a.street, a.city, a.state, a.zipCode, a.country].filter(Boolean).join(', ');
  const lines = order.items.map((i) => `${i.product.name} × ${i.quantity}`).join(', ');
  return csvLine([
    String(order.number),
    bakuStamp(order.createdAt),
    order.status,
    order.customer?.name ?? '',
    order.customer?.email ?? '',
    `${a.firstName} ${a.lastName}`.trim(),
    phoneCell(a.phone),
    place,
    lines,
    order.amount.toFixed(2).replace('.', ','),
    PAYMENT_LABELS[order.paymentType],
    order.isPaid ? 'Bəli' : 'Xeyr',
    order.delivery?.zoneName ?? '',
    order.deliveryFee.toFixed(2).replace('.', ','),
    order.delivery
      ? DELIVERY_UI.daysText(daysSpan(order.delivery.daysMin, order.delivery.daysMax), order.delivery.daysMax)
      : '',
  ]);
}
