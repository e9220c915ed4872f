/** The export's query (issue 34 item 6): a period of Baku days, both ends included, at most a
 * year; the format; the documents, the monthly summary or the payments. */
import { z } from 'zod';
import { textsIn } from '../i18n/texts-in.ts';

const { INVOICE_MSG } = textsIn('az');

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real day: `2026-13-01` and `2026-02-30` are not (an invalid date must not throw: it was a 500). */
function isDay(v: string): boolean {
  const t = Date.parse(`${v}T00:00:00Z`);
  return DAY.test(v) && !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === v;
}
export const day = z.string({ error: INVOICE_MSG.badPeriod }).refine(isDay, { error: INVOICE_MSG.badPeriod });

export const exportQuerySchema = z
  .object({
    from: day,
    to: day,
    format: z.enum(['csv', 'xlsx'], { error: INVOICE_MSG.badFormat }).default('csv'),
    part: z.enum(['documents', 'summary', 'payments'], { error: INVOICE_MSG.badFormat }).default('documents'),
  })
  .refine((q) => q.from <= q.to, { error: INVOICE_MSG.badPeriod })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 365 * 86_400_000, { error: INVOICE_MSG.periodTooLong });

export type ExportQuery = z.infer<typeof exportQuerySchema>;
export type Period = Pick<ExportQuery, 'from' | 'to'>;
