/** A period's supplies of prescription-only products, for an inspection (issue 41 item 6,
 * decision 0148): each order's batch of an Rx product with its expiry and recipient, read from
 * order_batches (what each order took, as it was when it took it), as JSON, CSV or XLSX. */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { formatExpiry } from '../../../domain/stock/batches.ts';
import { ORDER_STATUS } from '../../../domain/orders/order-status.ts';
import { RX_SUPPLIES_TEXT as T } from '../../../domain/stock/rx-supplies.ts';
import type { Db } from '../../db/client.ts';
import { companies, companyMembers, orderBatches, orders, products } from '../../db/schema.ts';
import { tableFile, type Cell, type TableFormat } from '../shared/table-file.ts';

export type RxSupplyRow = {
  orderedAt: string;
  orderNumber: number;
  product: string;
  sku: string;
  batch: string;
  expiry: string;
  quantity: number;
  customerName: string;
  company: string;
  voen: string;
  address: string;
  phone: string;
};

type Period = { from: string; to: string };

/** The delivery address as the order keeps it, on one line. */
const addressLine = (a: Record<string, unknown>) =>
  [a.street, a.city, a.state, a.zipCode, a.country].filter((p) => typeof p === 'string' && p.trim()).join(', ');

/** Every batch of an Rx product that an order of the period (its day in Baku) took; a cancelled
 * order gave its units back and is no supply. */
export async function rxSupplies(db: Db, { from, to }: Period): Promise<RxSupplyRow[]> {
  const day = sql`(${orders.createdAt} at time zone 'Asia/Baku')::date`;
  const rows = await db
    .select({
      createdAt: orders.createdAt,
      orderNumber: orders.number,
      product: products.name,
      sku: sql<string>`coalesce(${products.sku}, '')`,
      batch: orderBatches.batchNumber,
      expiry: orderBatches.expiry,
      precision: orderBatches.expiryPrecision,
      quantity: sql<number>`sum(${orderBatches.quantity})::int`,
      customerName: orders.customerName,
      address: orders.address,
      company: sql<string>`coalesce(${companies.legalName}, '')`,
      voen: sql<string>`coalesce(${companies.voen}, '')`,
    })
    .from(orderBatches)
    .innerJoin(orders, eq(orders.id, orderBatches.orderId))
    .innerJoin(products, eq(products.id, orderBatches.productId))
    .leftJoin(companyMembers, eq(companyMembers.userId, orders.userId))
    .leftJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(
      and(
        eq(products.rx, true),
        ne(orders.status, ORDER_STATUS.cancelled),
        sql`${day} between ${from}::date and ${to}::date`,
      ),
    )
    .groupBy(
      orders.id,
      products.id,
      orderBatches.batchNumber,
      orderBatches.expiry,
      orderBatches.expiryPrecision,
      companies.id,
    )
    .having(sql`sum(${orderBatches.quantity}) > 0`)
    .orderBy(asc(orders.createdAt), asc(orders.number), asc(products.name), asc(orderBatches.batchNumber));
  return rows.map(({ createdAt, expiry, precision, address, ...r }) => ({
    ...r,
    orderedAt: createdAt.toISOString(),
    expiry: formatExpiry(expiry, precision),
    address: addressLine(address as Record<string, unknown>),
    phone: typeof address.phone === 'string' ? address.phone : '',
  }));
}

/** One supply's line, in RX_SUPPLIES_TEXT.columns' order; the day is Baku's, as the period's. */
const cells = (r: RxSupplyRow): Cell[] => [
  new Date(Date.parse(r.orderedAt) + 4 * 3600_000).toISOString().slice(0, 10),
  r.orderNumber,
  r.product,
  r.sku,
  r.batch,
  r.expiry,
  r.quantity,
  r.customerName,
  r.company,
  r.voen,
  r.address,
  r.phone,
];

export async function rxSuppliesFile(db: Db, period: Period, format: TableFormat) {
  const rows = await rxSupplies(db, period);
  return tableFile(`reseptli-techizat-${period.from}-${period.to}`, format, {
    sheetName: T.sheetName,
    columns: T.columns,
    rows: rows.map(cells),
  });
}
