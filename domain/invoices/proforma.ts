/** Which orders get a proforma invoice at once (issue 34 item 3). The one place that says it: an
 * order prepaid by bank transfer (decision 0105). An order on terms is paid by transfer too, after
 * delivery against its invoice, so it gets none. */
import type { PaymentMethod } from '../payments/methods.ts';

export function needsProforma(order: { paymentMethod: PaymentMethod | string }): boolean {
  return order.paymentMethod === 'prepay';
}
