/** How documents print values: a catalogue template with `{0}` filled, amounts and dates. The words
 * themselves are in the catalogue (INVOICE_DOC, read through document-words.ts). */

/** "Hesab-faktura № {0}" with its values. */
export function fill(template: string, ...values: (string | number)[]): string {
  return template.replace(/\{(\d+)\}/g, (_, i: string) => String(values[Number(i)] ?? ''));
}

/** 1234.5 ₼ as a document prints it: "1 234,50", a no-break space between thousands so that a
 * table cell never wraps an amount at it (issue 40 item 2). */
export function docMoney(qepik: number): string {
  const sign = qepik < 0 ? '-' : '';
  const abs = Math.abs(qepik);
  const manat = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${sign}${manat},${String(abs % 100).padStart(2, '0')}`;
}

/** A Baku day `2026-11-25` as the documents date themselves: `25.11.2026`. */
export const dayText = (day: string) => day.split('-').reverse().join('.');

/** dd.mm.yyyy in Baku time, as Azerbaijani documents date themselves. */
export function docDate(iso: string): string {
  const d = new Date(new Date(iso).getTime() + 4 * 3_600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}.${p(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;
}
