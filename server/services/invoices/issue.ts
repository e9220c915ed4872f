/** Issuing invoices and credit notes (issue 34 item 3, decision 0110). The number comes from the
 * kind's counter row for the year, incremented and so locked in the transaction that writes the
 * document: a rollback returns the number, a concurrent issuer waits, and a restart continues
 * from the row. An order is invoiced once: its row is locked by the status change that calls this,
 * and a second invoice waits for a credit note of the first. */
import { and, desc, eq, sql } from 'drizzle-orm';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { bakuYear, documentNumber, type DocKind } from '../../../domain/invoices/numbering.ts';
import type { Db } from '../../db/client.ts';
import { invoiceCounters, invoices, orders } from '../../db/schema.ts';
import { conflict, notFound } from '../shared/errors.ts';
import { snapshotOf } from './snapshot.ts';

type OrderRow = typeof orders.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

/** The next number of a kind in a year; the counter row stays locked until the caller commits. */
export async function nextSeq(tx: Db, kind: DocKind, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ kind, year, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.kind, invoiceCounters.year],
      set: { last: sql`invoice_counters.last + 1` },
    })
    .returning({ last: invoiceCounters.last });
  return row.last;
}

/** The order's invoice not reversed by a credit note, if any. */
export async function liveInvoice(tx: Pick<Db, 'select'>, orderId: string): Promise<InvoiceRow | null> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')))
    .orderBy(desc(invoices.orderRound))
    .limit(1);
  if (!row) return null;
  const [credit] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.creditOf, row.id));
  return credit ? null : row;
}

/** Inside the transaction that completes the order (its row locked): the invoice, once, in the
 * order's language (decision 0115). */
export async function issueInvoice(tx: Db, order: OrderRow, by: { email: string | null }): Promise<InvoiceRow | null> {
  if (await liveInvoice(tx, order.id)) return null;
  const [{ rounds }] = await tx
    .select({ rounds: sql<number>`count(*)::int` })
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'invoice')));
  const issuedAt = new Date();
  const year = bakuYear(issuedAt);
  const seq = await nextSeq(tx, 'invoice', year);
  const number = documentNumber('invoice', year, seq);
  const { snapshot, companyId } = await snapshotOf(tx, order, {
    kind: 'invoice',
    number,
    issuedAt,
    lang: order.lang,
  });
  const [row] = await tx
    .insert(invoices)
    .values({
      kind: 'invoice',
      year,
      seq,
      number,
      orderId: order.id,
      orderNumber: order.number,
      orderRound: Number(rounds) + 1,
      userId: order.userId,
      companyId,
      creditOf: null,
      ...totalsOf(snapshot.totals),
      buyerVoen: snapshot.buyer.voen,
      buyerName: snapshot.buyer.legalName,
      snapshot,
      issuedBy: by.email,
      issuedAt,
    })
    .returning();
  return row;
}

const totalsOf = (t: { netQepik: number; vatQepik: number; totalQepik: number }) => ({
  netQepik: t.netQepik,
  vatQepik: t.vatQepik,
  totalQepik: t.totalQepik,
});

/** A credit note reversing a whole invoice (the seller's correction): its own number, the
 * invoice's lines, totals and language as issued. */
export async function issueCreditNote(db: Db, invoiceId: string, by: { email: string | null }): Promise<InvoiceRow> {
  return db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
    if (!invoice) throw notFound(textsIn('az').INVOICE_MSG.notFound);
    if (invoice.kind !== 'invoice') throw conflict(textsIn('az').INVOICE_MSG.onlyInvoice);
    // the order's lock (when it still exists) keeps a completion and a credit from crossing
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, invoice.orderId)).for('update');
    const [credited] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.creditOf, invoice.id));
    if (credited) throw conflict(textsIn('az').INVOICE_MSG.alreadyCredited);
    const issuedAt = new Date();
    const year = bakuYear(issuedAt);
    const seq = await nextSeq(tx, 'credit', year);
    const number = documentNumber('credit', year, seq);
    const was = invoice.snapshot;
    const snapshot = {
      ...was,
      kind: 'credit' as const,
      number,
      issuedAt: issuedAt.toISOString(),
      creditOf: { number: was.number, issuedAt: was.issuedAt },
    };
    const [row] = await tx
      .insert(invoices)
      .values({
        ...invoice,
        id: undefined,
        kind: 'credit',
        year,
        seq,
        number,
        orderRound: invoice.orderRound,
        creditOf: invoice.id,
        snapshot,
        issuedBy: by.email,
        issuedAt,
      })
      .returning();
    return row;
  });
}
