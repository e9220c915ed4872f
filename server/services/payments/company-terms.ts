/** A company's payment terms, set by the seller on the company's page (issue 34 item 2): net days
 * from delivery and the credit limit. Only an approved company gets them. */
import { eq } from 'drizzle-orm';
import { toManat, toQepik } from '../../../domain/shared/money.ts';
import type { CompanyTermsInput } from '../../../domain/payments/payment-schemas.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema.ts';
import { badRequest, notFound } from '../shared/errors.ts';

const { PAYMENTS_MSG: M } = textsIn('az');

export type CompanyTerms = { termsDays: number | null; creditLimit: number | null };

export async function getCompanyTerms(db: Db, companyId: string): Promise<CompanyTerms> {
  const [row] = await db
    .select({ days: companies.termsDays, limit: companies.creditLimitQepik })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) throw notFound(M.companyNotFound);
  return { termsDays: row.days, creditLimit: row.limit == null ? null : toManat(row.limit) };
}

/** Both or neither: terms without a limit (or a limit without days) are none. */
export async function setCompanyTerms(
  db: Db,
  companyId: string,
  input: CompanyTermsInput,
): Promise<{ before: CompanyTerms; after: CompanyTerms }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
    if (!row) throw notFound(M.companyNotFound);
    const none = input.termsDays == null || input.creditLimit == null;
    if (!none && row.status !== 'approved') throw badRequest(M.termsNeedApproved);
    await tx
      .update(companies)
      .set({
        termsDays: none ? null : input.termsDays,
        creditLimitQepik: none ? null : toQepik(input.creditLimit!),
      })
      .where(eq(companies.id, companyId));
    const before = {
      termsDays: row.termsDays,
      creditLimit: row.creditLimitQepik == null ? null : toManat(row.creditLimitQepik),
    };
    const after = none
      ? { termsDays: null, creditLimit: null }
      : { termsDays: input.termsDays, creditLimit: input.creditLimit };
    return { before, after };
  });
}
