/** The e-mails a customer gets (docs/architecture.md §Text): the order confirmation, the agreed
 * delivery, the password-reset link and the notice that the account's e-mail changed, each in
 * the customer's language (the order's, or the account's: issue 36 item 4, decision 0114). Each
 * takes the shop's settings as they are when it is written (decision 0047). */
import { daysSpan } from '../delivery/delivery.ts';
import { formatDateTimeIn, formatMoneyIn } from '../shared/format.ts';
import type { Lang } from '../i18n/lang.ts';
import { textsIn } from '../i18n/texts-in.ts';
import { formatPhone } from '../shared/phone.ts';
import { legalTitle } from '../settings/shop-details.ts';
import { bankLines } from '../payments/bank-lines.ts';
import { stepsFor } from '../payments/methods.ts';
import type { ShopSettings } from '../settings/settings-schema.ts';
import { POLICY_LINKS, SITE } from '../settings/site.ts';
import type { Order } from '../shared/types.ts';
import { addressPlace, orderSummaryLines, type MailText } from './order-mails.ts';

export type { MailText };

type Contact = Pick<ShopSettings, 'phones'>;

function signature(shop: Contact, lang: Lang): string[] {
  const { CUSTOMER_MAIL: M } = textsIn(lang);
  return ['', M.regards(SITE.name), M.phone(formatPhone(shop.phones[0] ?? ''))];
}

/** The seller's identity the e-commerce law asks an order's confirmation to carry. */
export function sellerDetailsIn(shop: ShopSettings, lang: Lang): string[] {
  const { CUSTOMER_MAIL: M } = textsIn(lang);
  const licence = shop.licenceNumber
    ? M.licence(`${shop.licenceNumber}${shop.licenceAuthority ? ` (${shop.licenceAuthority})` : ''}`)
    : null;
  return [
    M.seller,
    legalTitle(shop),
    M.taxId(shop.taxId),
    M.registration(shop.registration),
    ...(licence ? [licence] : []),
    shop.address,
    `${M.phones}: ${shop.phones.map(formatPhone).join(', ')}`,
    `${M.email}: ${shop.email}`,
  ];
}

/** The same as the confirmation page: number, lines, total, address, what happens next,
 * then the seller's details and the links to the terms and the returns policy. */
export function orderConfirmationMail(
  order: Order,
  name: string,
  shop: ShopSettings,
  links: { orderUrl?: string; origin?: string } = {},
): MailText {
  const lang = order.lang;
  const { ACCOUNT, CUSTOMER_MAIL: M, DELIVERY_UI, PAYMENT_UI, RX_TEXT } = textsIn(lang);
  const { orderUrl, origin } = links;
  const a = order.address;
  const prefix = lang === 'ru' ? '/ru' : '';
  const text = [
    M.greeting(name),
    '',
    `${ACCOUNT.orderPlacedTitle}: ${M.orderNumber(order.number)}, ${formatDateTimeIn(lang, order.createdAt)}.`,
    ACCOUNT.orderPlacedLead,
    ...(order.rx ? [RX_TEXT.customerNote] : []),
    '',
    ...orderSummaryLines(order, lang),
    // a transfer (before or on terms): where to send it (issue 34)
    ...(order.paymentType === 'TRANSFER' ? ['', ...bankLines(shop, order.number, PAYMENT_UI), ''] : []),
    M.deliverTo(`${a.firstName} ${a.lastName}`.trim(), addressPlace(a), formatPhone(a.phone)),
    '',
    ACCOUNT.nextTitle,
    ...stepsFor(ACCOUNT.nextSteps, order.paymentMethod, PAYMENT_UI.transferStep).map((step, i) => `${i + 1}. ${step}`),
    ...(orderUrl ? ['', M.viewOrder(orderUrl)] : []),
    ...(origin
      ? [
          '',
          `${DELIVERY_UI.terms}: ${origin}${prefix}${POLICY_LINKS.terms}`,
          `${DELIVERY_UI.returns}: ${origin}${prefix}${POLICY_LINKS.returns}`,
        ]
      : []),
    '',
    ...sellerDetailsIn(shop, lang),
    ...signature(shop, lang),
  ].join('\n');
  return { subject: M.orderSubject(M.orderNumber(order.number), formatMoneyIn(lang, order.amount)), text };
}

/** To the customer once the seller sets a delivery that was to be agreed (decision 0078). */
export function deliveryAgreedMail(
  order: { number: number; amount: number; deliveryFee: number; zoneName: string; daysMin: number; daysMax: number },
  name: string,
  lang: Lang,
  orderUrl?: string,
): MailText {
  const { CUSTOMER_MAIL: M, DELIVERY_UI } = textsIn(lang);
  const money = (manat: number) => formatMoneyIn(lang, manat);
  const number = M.orderNumber(order.number);
  const text = [
    M.greeting(name),
    '',
    M.deliveryAgreed(number),
    `${DELIVERY_UI.fee} (${order.zoneName}): ${order.deliveryFee > 0 ? money(order.deliveryFee) : DELIVERY_UI.free}`,
    `${DELIVERY_UI.days}: ${DELIVERY_UI.daysText(daysSpan(order.daysMin, order.daysMax), order.daysMax)}`,
    M.finalAmount(money(order.amount)),
    ...(orderUrl ? ['', M.viewOrder(orderUrl)] : []),
  ].join('\n');
  return { subject: M.deliveryAgreedSubject(number, money(order.amount)), text };
}

/** An order completed with its fee never set: the delivery is settled as 0 ₼ and the amount is
 * final (decision 0120); the same subject as the agreed delivery's mail. */
export function deliverySettledMail(
  order: { number: number; amount: number },
  name: string,
  lang: Lang,
  orderUrl?: string,
): MailText {
  const { CUSTOMER_MAIL: M, DELIVERY_UI } = textsIn(lang);
  const money = (manat: number) => formatMoneyIn(lang, manat);
  const number = M.orderNumber(order.number);
  const text = [
    M.greeting(name),
    '',
    M.deliverySettled(number, `${DELIVERY_UI.fee} ${money(0)}`),
    M.finalAmount(money(order.amount)),
    ...(orderUrl ? ['', M.viewOrder(orderUrl)] : []),
  ].join('\n');
  return { subject: M.deliveryAgreedSubject(number, money(order.amount)), text };
}

export function passwordResetMail(name: string, link: string, shop: Contact, lang: Lang = 'az'): MailText {
  const { CUSTOMER_MAIL: M } = textsIn(lang);
  const text = [M.greeting(name), '', M.resetLead, link, '', M.resetAfter, M.resetNotYou, ...signature(shop, lang)];
  return { subject: M.resetSubject(SITE.name), text: text.join('\n') };
}

/** To the old address, so a stolen session cannot quietly take the account over. */
export function emailChangedMail(name: string, newEmail: string, shop: Contact, lang: Lang = 'az'): MailText {
  const { CUSTOMER_MAIL: M } = textsIn(lang);
  const text = [
    M.greeting(name),
    '',
    M.emailChangedTo(newEmail),
    M.emailChangedCall(formatPhone(shop.phones[0] ?? '')),
    ...signature(shop, lang),
  ];
  return { subject: M.emailChangedSubject(SITE.name), text: text.join('\n') };
}
