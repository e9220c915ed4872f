/** The statement PDF's query (issue 34 item 4): a period of Baku days, both ends included (by
 * default the year so far), and the language of the page that asks for it. */
import { z } from 'zod';
import { LANGS, type Lang } from '../i18n/lang.ts';
import { day } from '../invoices/export-query.ts';
import { textsIn } from '../i18n/texts-in.ts';

export const statementQuerySchema = z
  .object({
    from: day.optional().meta({ description: 'first Baku day, YYYY-MM-DD (default: 1 January of `to`)' }),
    to: day.optional().meta({ description: 'last Baku day, YYYY-MM-DD (default: today)' }),
    lang: z.enum(LANGS, { error: textsIn('az').STATEMENT_SELLER.badLang }).default('az'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: textsIn('az').INVOICE_MSG.badPeriod });

export type StatementQuery = { from?: string; to?: string; lang: Lang };
export { periodOf, type StatementPeriod } from './period.ts';
