/** A batch's recall (issue 41 item 5): everyone who received it, with quantities, dates and
 * contacts, read from order_batches (what each order took, snapshotted when it took it); the
 * messages to them on the outbox, each in the language of their order. */
import { and, asc, eq, sql } from 'drizzle-orm';
import { formatExpiry, type RecallRow } from '../../../domain/stock/batches.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import type { Db } from '../../db/client.ts';
import { batches, companies, companyMembers, orderBatches, orders, products } from '../../db/schema.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { notFound } from '../shared/errors.ts';
import { tableCsv, tableFile, tableXlsx, type TableFormat } from '../shared/table-file.ts';

export type { RecallRow };

/** The batch a product's number names, or 404. */
export async function findBatch(db: Db, productId: string, number: string) {
  const [batch] = await db
    .select({
      id: batches.id,
      number: batches.number,
      expiry: batches.expiry,
      precision: batches.expiryPrecision,
      blocked: batches.blocked,
      product: products.name,
    })
    .from(batches)
    .innerJoin(products, eq(products.id, batches.productId))
    .where(and(eq(batches.productId, productId), eq(batches.number, number.trim())));
  if (!batch) throw notFound(textsIn('az').RECALL_TEXT.batchUnknown);
  return batch;
}

/** Every order that took the batch (one row per order), oldest first. */
export async function recallRecipients(
  db: Db,
  productId: string,
  number: string,
): Promise<{ batch: Awaited<ReturnType<typeof findBatch>>; rows: RecallRow[] }> {
  const batch = await findBatch(db, productId, number);
  const rows = await db
    .select({
      orderId: orders.id,
      orderNumber: orders.number,
      createdAt: orders.createdAt,
      status: orders.status,
      lang: orders.lang,
      customerName: orders.customerName,
      email: orders.customerEmail,
      phone: sql<string>`coalesce(${orders.address}->>'phone', '')`,
      company: sql<string>`coalesce(${companies.legalName}, '')`,
      voen: sql<string>`coalesce(${companies.voen}, '')`,
      companyPhone: sql<string>`coalesce(${companies.phone}, '')`,
      quantity: sql<number>`sum(${orderBatches.quantity})::int`,
    })
    .from(orderBatches)
    .innerJoin(orders, eq(orders.id, orderBatches.orderId))
    .leftJoin(companyMembers, eq(companyMembers.userId, orders.userId))
    .leftJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(orderBatches.batchId, batch.id))
    .groupBy(orders.id, companies.id)
    .orderBy(asc(orders.createdAt), asc(orders.number));
  const expiry = formatExpiry(batch.expiry, batch.precision);
  return {
    batch,
    rows: rows.map(({ createdAt, ...r }) => ({
      ...r,
      orderedAt: createdAt.toISOString(),
      product: batch.product,
      batch: batch.number,
      expiry,
    })),
  };
}

/** One message per recipient address (several orders of one customer: one mail naming them all). */
export async function sendRecall(db: Db, productId: string, number: string): Promise<{ sent: number; to: string[] }> {
  const { rows } = await recallRecipients(db, productId, number);
  const byEmail = new Map<string, RecallRow[]>();
  for (const r of rows) byEmail.set(r.email, [...(byEmail.get(r.email) ?? []), r]);
  await db.transaction(async (tx) => {
    for (const [to, own] of byEmail) {
      const mail = textsIn(own[own.length - 1].lang).RECALL_MAIL;
      const { product, batch, expiry } = own[0];
      const orders = own.map((r) => r.orderNumber).join(', ');
      const subject = mail.subject(product, batch, expiry, orders);
      await enqueueMail(tx, { to, subject, text: mail.text(product, batch, expiry, orders) });
    }
  });
  return { sent: byEmail.size, to: [...byEmail.keys()] };
}

/** One recipient's line, in RECALL_TEXT.columns' order: the CSV's and the workbook's alike. */
const recallCells = (r: RecallRow): (string | number)[] => [
  r.orderNumber,
  r.orderedAt.slice(0, 10),
  r.status,
  r.customerName,
  r.email,
  r.phone,
  r.company,
  r.voen,
  r.companyPhone,
  r.product,
  r.batch,
  r.expiry,
  r.quantity,
];

/** The recall list as CSV (Excel reads the BOM as UTF-8). */
export const recallCsv = (rows: RecallRow[]): string =>
  tableCsv(textsIn('az').RECALL_TEXT.columns, rows.map(recallCells));

/** The recall list as an Excel workbook. */
export const recallXlsx = (rows: RecallRow[]): Promise<Buffer> =>
  tableXlsx('Geri çağırış', textsIn('az').RECALL_TEXT.columns, rows.map(recallCells));

/** The recall list as a file to download: CSV or XLSX. */
export async function recallFile(db: Db, productId: string, number: string, format: TableFormat) {
  const { batch, rows } = await recallRecipients(db, productId, number);
  const columns = textsIn('az').RECALL_TEXT.columns;
  return tableFile(`geri-cagiris-${batch.number}`, format, {
    sheetName: 'Geri çağırış',
    columns,
    rows: rows.map(recallCells),
  });
}
