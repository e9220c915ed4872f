/** The seller records a company's renewed licence (decision 0122): number, last valid day and a
 * new scan, in place of the old; a clinic or pharmacy then orders Rx items on it again. Past
 * orders keep the licence they were placed on (trade_orders). */
import { eq } from 'drizzle-orm';
import type { LicenceRenewal } from '../../../domain/trade/company.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema.ts';
import { badRequest, notFound } from '../shared/errors.ts';
import { checkedLicenceFile } from './licence-file.ts';

const { COMPANY_SELLER_MSG } = textsIn('az');

export type LicenceRecord = { licenceNumber: string | null; licenceExpires: string | null };

/** The licence before and after, for the caller's audit row. */
export async function renewLicence(
  db: Db,
  companyId: string,
  input: LicenceRenewal,
  scan: Buffer | undefined,
): Promise<{ before: LicenceRecord; after: LicenceRecord }> {
  if (!scan?.length) throw badRequest(COMPANY_SELLER_MSG.licenceRenewalNeeds, 'licenceFile');
  const file = await checkedLicenceFile(scan); // checked before the row is locked
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ licenceNumber: companies.licenceNumber, licenceExpires: companies.licenceExpires })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    if (!row) throw notFound(COMPANY_SELLER_MSG.companyNotFound);
    const after = { licenceNumber: input.licenceNumber, licenceExpires: input.licenceExpires };
    await tx
      .update(companies)
      .set({ ...after, licenceFile: file.bytes, licenceFileType: file.type })
      .where(eq(companies.id, companyId));
    return { before: row, after };
  });
}
