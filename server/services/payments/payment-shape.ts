/** A payment as the API and pages see it: money in manat, dates as ISO strings. */
import { toManat } from '../../../domain/shared/money.ts';
import type { payments } from '../../db/schema.ts';

export type Payment = {
  _id: string;
  orderId: string;
  orderNumber: number;
  amount: number;
  paidOn: string;
  method: 'bank' | 'cash' | 'card';
  reference: string;
  reverses: string | null;
  createdBy: string;
  createdAt: string;
};

export function toPayment(row: typeof payments.$inferSelect): Payment {
  return {
    _id: row.id,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    amount: toManat(row.amountQepik),
    paidOn: row.paidOn,
    method: row.method as Payment['method'],
    reference: row.reference,
    reverses: row.reverses,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}
