/** The company's statement as PDF (issue 34 item 4): for a person of the company (their own) and
 * for the seller (any company). `app.services.statements` (decision 0075). */
import { ledgerOf } from '../../../domain/statements/ledger.ts';
import { periodOf, type StatementQuery } from '../../../domain/statements/statement-query.ts';
import { bakuToday } from '../../../domain/orders/order-filters.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../shared/errors.ts';
import type { PdfFile } from '../invoices/documents.ts';
import { sellerPartyOf } from '../invoices/seller-facts.ts';
import { getSettings } from '../settings/settings.ts';
import { companyOf, ledgerEvents } from './ledger-read.ts';
import { renderStatement } from './statement-pdf.ts';

const { PAYMENTS_MSG: M } = textsIn('az');

/** Any company's statement: the seller's (the caller's permission is checked by the API). */
export async function companyStatementPdf(
  db: Db,
  companyId: string,
  q: StatementQuery,
  now = new Date(),
): Promise<PdfFile> {
  const company = await companyOf(db, companyId);
  const period = periodOf(q, now);
  const [events, settings] = await Promise.all([ledgerEvents(db, company.id), getSettings(db)]);
  const ledger = ledgerOf(events, period.from, period.to);
  const seller = sellerPartyOf(settings);
  const content = await renderStatement({ seller, company, ledger, lang: q.lang, today: bakuToday(now) });
  return { filename: `statement-${company.voen}-${period.from}-${period.to}.pdf`, content };
}

/** The caller's own company's statement; 404 for someone in none. */
export async function ownStatementPdf(
  db: Db,
  companyId: string | null,
  q: StatementQuery,
  now = new Date(),
): Promise<PdfFile> {
  if (!companyId) throw notFound(M.companyNotFound);
  return companyStatementPdf(db, companyId, q, now);
}
