/** What completing an order does for its documents (issue 34 item 3): the hesab-faktura, issued
 * in the completing transaction, and the customer's mail carrying it (sent after the commit). */
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import type { Db } from '../../db/client.ts';
import type { orders } from '../../db/schema.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { issueInvoice } from './issue.ts';

export async function invoiceCompletedOrder(
  tx: Db,
  order: typeof orders.$inferSelect,
  sellerEmail: string | null,
): Promise<void> {
  const invoice = await issueInvoice(tx, order, { email: sellerEmail });
  if (!invoice) return;
  const { INVOICE_DOC } = textsIn(invoice.snapshot.lang); // the customer's language
  await enqueueMail(tx, {
    to: order.customerEmail,
    subject: INVOICE_DOC.invoiceMailSubject(invoice.number, order.number),
    text: INVOICE_DOC.invoiceMailBody(order.customerName, order.number, invoice.number),
    attachments: [{ kind: 'document', invoiceId: invoice.id }],
  });
}
