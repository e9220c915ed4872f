/** Which orders get a proforma invoice at once (issue 34 item 3). The one place that says it:
 * until the order's payment method lands (the payments branch), an order in a zone that
 * takes no cash is paid "Bank köçürməsi ilə əvvəlcədən ödəmə" (paymentType 'TRANSFER').
 * INTEGRATION: point this at `order.paymentMethod === 'prepay'`. */
import type { PaymentType } from '../delivery.ts';

export function needsProforma(order: { paymentType: PaymentType | string }): boolean {
  return order.paymentType === 'TRANSFER';
}
