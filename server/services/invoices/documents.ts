/** Reading documents (issue 34 item 3): an order's list and a document's PDF, for the customer
 * (their own orders and their company's) and for the seller. The proforma is drawn from the order
 * as it is (it is not an accounting document); invoices and credit notes from their snapshots. */
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { proformaNumber } from '../../../domain/invoices/numbering.ts';
import { needsProforma } from '../../../domain/invoices/proforma.ts';
import type { DocumentSnapshot } from '../../../domain/invoices/types.ts';
import { MSG } from '../../../domain/shared/messages.ts';
import type { Db } from '../../db/client.ts';
import { companyMembers, invoices, orders, tradeOrders } from '../../db/schema.ts';
import { notFound } from '../shared/errors.ts';
import { renderDocument } from './pdf.ts';
import { snapshotOf } from './snapshot.ts';

type OrderRow = typeof orders.$inferSelect;
export type DocumentRef = { id: string; kind: 'proforma' | 'invoice' | 'credit'; number: string; issuedAt: string };
export type PdfFile = { filename: string; content: Buffer };

/** The order a customer may read: their own, or one their company placed; else 404. */
export async function customerOrder(db: Db, userId: string, orderId: string): Promise<OrderRow> {
  const company = db
    .select({ id: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId));
  const [row] = await db
    .select({ order: orders })
    .from(orders)
    .leftJoin(tradeOrders, eq(tradeOrders.orderId, orders.id))
    .where(and(eq(orders.id, orderId), or(eq(orders.userId, userId), sql`${tradeOrders.companyId} in ${company}`)));
  if (!row) throw notFound(MSG.orderNotFound);
  return row.order;
}

export async function sellerOrder(db: Db, orderId: string): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw notFound(MSG.orderNotFound);
  return row;
}

export async function proformaSnapshot(db: Db, order: OrderRow): Promise<DocumentSnapshot> {
  if (!needsProforma(order)) throw notFound(textsIn('az').INVOICE_MSG.noProforma);
  const doc = {
    kind: 'proforma' as const,
    number: proformaNumber(order.number),
    issuedAt: order.createdAt,
    lang: order.lang,
  };
  return (await snapshotOf(db, order, doc)).snapshot;
}

/** The order's documents, oldest first: the proforma (a prepaid order), invoices, credit notes. */
export async function orderDocuments(db: Db, order: OrderRow): Promise<DocumentRef[]> {
  const rows = await db
    .select({ id: invoices.id, kind: invoices.kind, number: invoices.number, issuedAt: invoices.issuedAt })
    .from(invoices)
    .where(eq(invoices.orderId, order.id))
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));
  const issued = rows.map((r) => ({ ...r, kind: r.kind as 'invoice' | 'credit', issuedAt: r.issuedAt.toISOString() }));
  const proforma: DocumentRef[] = needsProforma(order)
    ? [
        {
          id: 'proforma',
          kind: 'proforma',
          number: proformaNumber(order.number),
          issuedAt: order.createdAt.toISOString(),
        },
      ]
    : [];
  return [...proforma, ...issued];
}

/** One document of the order as PDF: `docId` is an invoice's or credit note's id, or 'proforma'. */
export async function documentPdf(db: Db, order: OrderRow, docId: string): Promise<PdfFile> {
  let snapshot: DocumentSnapshot;
  if (docId === 'proforma') snapshot = await proformaSnapshot(db, order);
  else {
    const [row] = /^[0-9a-f-]{36}$/i.test(docId)
      ? await db
          .select({ snapshot: invoices.snapshot })
          .from(invoices)
          .where(and(eq(invoices.id, docId), eq(invoices.orderId, order.id)))
      : [];
    if (!row) throw notFound(textsIn('az').INVOICE_MSG.notFound);
    snapshot = row.snapshot;
  }
  return { filename: `${snapshot.number}.pdf`, content: await renderDocument(snapshot) };
}
