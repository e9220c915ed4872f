/** The payments of a period for the accountant's export (issue 34 items 4 and 6): by the day the
 * money came in (Baku days, both ends included), reversals as stored (negative). The buyer is the
 * company (name and VÖEN as it is now), else the order's customer; a deleted order keeps its number. */
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Period } from '../../../domain/invoices/export-query.ts';
import type { PaymentExportRow } from '../../../domain/invoices/export-payments.ts';
import type { Db } from '../../db/client.ts';
import { companies, orders, payments } from '../../db/schema.ts';

export async function paymentsOf(db: Db, period: Period): Promise<PaymentExportRow[]> {
  const rows = await db
    .select({
      paidOn: payments.paidOn,
      orderNumber: payments.orderNumber,
      companyVoen: companies.voen,
      companyName: companies.legalName,
      customerName: orders.customerName,
      method: payments.method,
      reference: payments.reference,
      amountQepik: payments.amountQepik,
    })
    .from(payments)
    .leftJoin(companies, eq(companies.id, payments.companyId))
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .where(and(gte(payments.paidOn, period.from), lte(payments.paidOn, period.to)))
    .orderBy(asc(payments.paidOn), asc(payments.orderNumber), asc(payments.createdAt));
  return rows.map(({ companyVoen, companyName, customerName, ...r }) => ({
    ...r,
    buyerVoen: companyVoen,
    buyerName: companyName ?? customerName ?? '',
  }));
}
