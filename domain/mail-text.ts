/** The words of the shop's e-mails (docs/architecture.md §Text), built from the order as the
 * API shows it, so a mail and the order page say the same thing. */
import { formatDateTime, formatMoney } from './format.ts';
import { MSG, PAYMENT_LABEL } from './messages.ts';
import { lineTotal } from './money.ts';
import { formatPhone } from './phone.ts';
import type { Order } from './types.ts';

export type MailText = { subject: string; text: string };

const lineAmount = (item: Order['items'][number]) => formatMoney(lineTotal(item.product.offerPrice, item.quantity));

/** An order's delivery place on one line. */
export const addressPlace = (a: Order['address']) =>
  [a.street, a.city, a.state, a.zipCode, a.country].filter(Boolean).join(', ');

/** The part every order mail shares: its lines, total and payment. */
export function orderSummaryLines(order: Order): string[] {
  const lines = order.items.map((item) => `- ${item.product.name} × ${item.quantity} — ${lineAmount(item)}`);
  return ['Məhsullar:', ...lines, '', `Cəmi: ${formatMoney(order.amount)}`, `Ödəniş: ${PAYMENT_LABEL}`];
}

/** To the shop (SHOP_NOTIFY_EMAIL) when a customer places an order. */
export function newOrderMail(order: Order, customer: { name: string; email: string }, sellerUrl?: string): MailText {
  const a = order.address;
  const place = addressPlace(a);
  const text = [
    'Yeni sifariş daxil oldu.',
    '',
    `${MSG.orderNumber(order.number)}`,
    `Tarix: ${formatDateTime(order.createdAt)}`,
    `Müştəri: ${customer.name} <${customer.email}>`,
    `Alıcı: ${`${a.firstName} ${a.lastName}`.trim()}, telefon ${formatPhone(a.phone)}`,
    `Ünvan: ${place}`,
    '',
    ...orderSummaryLines(order),
    ...(sellerUrl ? ['', `Sifarişə baxmaq: ${sellerUrl}`] : []),
  ].join('\n');
  return { subject: `Yeni sifariş: № ${order.number} — ${formatMoney(order.amount)}`, text };
}
