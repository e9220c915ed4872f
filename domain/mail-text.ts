/** The words of the shop's e-mails (docs/architecture.md §Text), built from the order as the
 * API shows it, so a mail and the order page say the same thing. */
import { formatDateTime, formatMoney } from './format.ts';
import { MSG } from './messages.ts';
import { DELIVERY_UI, PAYMENT_LABELS } from './delivery-text.ts';
import { DELIVERY_AGREE } from './delivery-agree-text.ts';
import { lineTotal } from './money.ts';
import { PAYMENT_METHOD_TEXT } from './payments/payments-seller-text.ts';
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
  return [
    'Məhsullar:',
    ...lines,
    '',
    ...deliveryLines(order),
    `Ödəniş: ${PAYMENT_METHOD_TEXT[order.paymentMethod] ?? PAYMENT_LABELS[order.paymentType]}`,
  ];
}

/** Goods, delivery (zone, fee or "Pulsuz", days) and the total, as the order keeps them. */
export function deliveryLines(order: Order): string[] {
  if (order.deliveryToAgree)
    return [
      `${DELIVERY_UI.goods}: ${formatMoney(order.amount)}`,
      `${DELIVERY_UI.fee}: ${DELIVERY_AGREE.fee}`,
      DELIVERY_AGREE.note,
      `${DELIVERY_AGREE.goodsTotal}: ${formatMoney(order.amount)}`,
    ];
  if (!order.delivery) return [`Cəmi: ${formatMoney(order.amount)}`];
  const d = order.delivery;
  const fee = order.deliveryFee > 0 ? formatMoney(order.deliveryFee) : DELIVERY_UI.free;
  return [
    `${DELIVERY_UI.goods}: ${formatMoney(order.amount - order.deliveryFee)}`,
    `${DELIVERY_UI.fee} (${d.zoneName}): ${fee}`,
    `${DELIVERY_UI.days}: ${DELIVERY_UI.daysText(d.daysMin, d.daysMax)}`,
    `Cəmi: ${formatMoney(order.amount)}`,
  ];
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
