/** The files an outbox mail carries, rendered when it is sent (server/mail/mailer.ts): a
 * reference whose document is gone is left out rather than holding the mail back. */
import { eq } from 'drizzle-orm';
import type { MailAttachmentRef } from '../../../domain/invoices/types.ts';
import type { Db } from '../../db/client.ts';
import { invoices, orders } from '../../db/schema.ts';
import type { MailFile } from '../../mail/transport.ts';
import { renderDocument } from './pdf.ts';
import { proformaSnapshot } from './documents.ts';

export async function mailFiles(db: Db, refs: MailAttachmentRef[]): Promise<MailFile[]> {
  const files: MailFile[] = [];
  for (const ref of refs) {
    let snapshot;
    if (ref.kind === 'proforma') {
      const [order] = await db.select().from(orders).where(eq(orders.id, ref.orderId));
      snapshot = order ? await proformaSnapshot(db, order) : null;
    } else {
      const [row] = await db.select({ s: invoices.snapshot }).from(invoices).where(eq(invoices.id, ref.invoiceId));
      snapshot = row?.s ?? null;
    }
    if (snapshot) {
      files.push({
        filename: `${snapshot.number}.pdf`,
        content: await renderDocument(snapshot),
        contentType: 'application/pdf',
      });
    }
  }
  return files;
}
