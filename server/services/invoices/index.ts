/** The invoices service as the API and the pages call it (app.services.invoices, decision 0075). */
import type { Db } from '../../db/client.ts';
import {
  customerOrder,
  documentPdf,
  orderDocuments,
  sellerOrder,
  type DocumentRef,
  type PdfFile,
} from './documents.ts';
import { issueCreditNote } from './issue.ts';

export { exportDocuments, exportSummary } from './exports.ts';

/** The documents of a customer's own order (or their company's); another's answers 404. */
export async function customerDocuments(db: Db, userId: string, orderId: string): Promise<DocumentRef[]> {
  return orderDocuments(db, await customerOrder(db, userId, orderId));
}

export async function customerDocumentPdf(db: Db, userId: string, orderId: string, docId: string): Promise<PdfFile> {
  return documentPdf(db, await customerOrder(db, userId, orderId), docId);
}

export async function sellerDocuments(db: Db, orderId: string): Promise<DocumentRef[]> {
  return orderDocuments(db, await sellerOrder(db, orderId));
}

export async function sellerDocumentPdf(db: Db, orderId: string, docId: string): Promise<PdfFile> {
  return documentPdf(db, await sellerOrder(db, orderId), docId);
}

/** The seller's correction: a credit note reversing the invoice. */
export async function creditNote(db: Db, invoiceId: string, by: { email: string | null }): Promise<DocumentRef> {
  const row = await issueCreditNote(db, invoiceId, by);
  return { id: row.id, kind: 'credit', number: row.number, issuedAt: row.issuedAt.toISOString() };
}
