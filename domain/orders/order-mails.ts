/** The shop's order e-mails (docs/architecture.md §Text), built from the order as the API shows
 * it, so a mail and the order page say the same thing; their words are in the catalogues. The customer's mails are in
 * the order's language (issue 36 item 4, decision 0114), the seller's copy in Azerbaijani. */
import { takenBatchLines } from './order-batch-lines.ts';
import { daysSpan } from '../delivery/delivery.ts';
import { formatDateTime, formatMoney, formatMoneyIn } from '../shared/format.ts';
import type { Lang } from '../i18n/lang.ts';
import { textsIn } from '../i18n/texts-in.ts';
import { textIn } from '../content/content-lang.ts';
import { lineTotal } from '../shared/money.ts';
import { formatPhone } from '../shared/phone.ts';
import type { Order } from '../shared/types.ts';

export type MailText = { subject: string; text: string };

/** An order's delivery place on one line. */
export const addressPlace = (a: Order['address']) =>
  [a.street, a.city, a.state, a.zipCode, a.country].filter(Boolean).join(', ');

/** The part every order mail shares: its lines, total and payment. */
export function orderSummaryLines(order: Order, lang: Lang = 'az'): string[] {
  const { DELIVERY_UI, METHOD_LABELS, ORDER_BATCH, PAYMENT_LABELS } = textsIn(lang);
  const money = (manat: number | null) => formatMoneyIn(lang, manat);
  const lines = order.items.flatMap((item) => [
    `- ${textIn(lang, item.product.name, item.product.nameRu)} × ${item.quantity} — ${money(lineTotal(item.product.offerPrice, item.quantity))}`,
    ...takenBatchLines(item.batches, ORDER_BATCH).map((line) => `  ${line}`),
  ]);
  return [
    `${DELIVERY_UI.goods}:`,
    ...lines,
    '',
    ...deliveryLines(order, lang),
    `${DELIVERY_UI.payment}: ${METHOD_LABELS[order.paymentMethod] ?? PAYMENT_LABELS[order.paymentType]}`,
  ];
}

/** Goods, delivery (zone, fee or "Pulsuz", days) and the total, as the order keeps them. */
export function deliveryLines(order: Order, lang: Lang = 'az'): string[] {
  const { DELIVERY_UI, DELIVERY_AGREE, CUSTOMER_MAIL } = textsIn(lang);
  const money = (manat: number) => formatMoneyIn(lang, manat);
  if (order.deliveryToAgree)
    return [
      `${DELIVERY_UI.goods}: ${money(order.amount)}`,
      `${DELIVERY_UI.fee}: ${DELIVERY_AGREE.fee}`,
      DELIVERY_AGREE.note,
      `${DELIVERY_AGREE.goodsTotal}: ${money(order.amount)}`,
    ];
  if (!order.delivery) return [`${CUSTOMER_MAIL.total}: ${money(order.amount)}`];
  const d = order.delivery;
  const fee = order.deliveryFee > 0 ? money(order.deliveryFee) : DELIVERY_UI.free;
  return [
    `${DELIVERY_UI.goods}: ${money(order.amount - order.deliveryFee)}`,
    `${DELIVERY_UI.fee} (${textIn(lang, d.zoneName, d.zoneNameRu)}): ${fee}`,
    `${DELIVERY_UI.days}: ${DELIVERY_UI.daysText(daysSpan(d.daysMin, d.daysMax), d.daysMax)}`,
    `${CUSTOMER_MAIL.total}: ${money(order.amount)}`,
  ];
}

/** To the shop (SHOP_NOTIFY_EMAIL) when a customer places an order: Azerbaijani whatever the
 * order's language, which it names. */
export function newOrderMail(order: Order, customer: { name: string; email: string }, sellerUrl?: string): MailText {
  const { NEW_ORDER_MAIL: M } = textsIn('az');
  const a = order.address;
  const text = [
    M.lead,
    '',
    M.number(order.number),
    M.date(formatDateTime(order.createdAt)),
    M.customer(customer.name, customer.email),
    ...(order.lang === 'ru' ? [M.russianCustomer] : []),
    M.recipient(`${a.firstName} ${a.lastName}`.trim(), formatPhone(a.phone)),
    M.address(addressPlace(a)),
    '',
    ...orderSummaryLines(order),
    ...(sellerUrl ? ['', M.view(sellerUrl)] : []),
  ].join('\n');
  return { subject: M.subject(order.number, formatMoney(order.amount)), text };
}
