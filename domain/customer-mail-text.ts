/** The e-mails a customer gets (docs/architecture.md §Text): the order confirmation, the
 * password-reset link and the notice that the account's e-mail changed. Each takes the
 * shop's settings as they are when it is written (decision 0047), never the demo defaults. */
import { RX_TEXT } from './rx-text.ts';
import { ACCOUNT } from './account-text.ts';
import { formatDateTime, formatMoney } from './format.ts';
import { MSG } from './messages.ts';
import { formatPhone } from './phone.ts';
import { sellerDetailsLines } from './settings-text.ts';
import { bankLines } from './payments/bank-lines.ts';
import { stepsFor } from './payments/methods.ts';
import { PAYMENT_UI } from './payments/payment-text.ts';
import type { ShopSettings } from './settings-schema.ts';
import { POLICY_LINKS, SITE } from './site.ts';
import type { Order } from './types.ts';
import { addressPlace, orderSummaryLines, type MailText } from './mail-text.ts';

export type { MailText };

type Contact = Pick<ShopSettings, 'phones'>;
const signature = (shop: Contact) => ['', `Hörmətlə, ${SITE.name}`, `Telefon: ${formatPhone(shop.phones[0] ?? '')}`];

/** The same as the confirmation page: number, lines, total, address, what happens next,
 * then the seller's details and the links to the terms and the returns policy. */
export function orderConfirmationMail(
  order: Order,
  name: string,
  shop: ShopSettings,
  links: { orderUrl?: string; origin?: string } = {},
): MailText {
  const { orderUrl, origin } = links;
  const a = order.address;
  const place = addressPlace(a);
  const text = [
    `Salam, ${name}!`,
    '',
    `${ACCOUNT.orderPlacedTitle}: ${MSG.orderNumber(order.number)}, ${formatDateTime(order.createdAt)}.`,
    ACCOUNT.orderPlacedLead,
    ...(order.rx ? [RX_TEXT.customerNote] : []),
    '',
    ...orderSummaryLines(order),
    // a transfer (before or on terms): where to send it (issue 34)
    ...(order.paymentType === 'TRANSFER' ? ['', ...bankLines(shop, order.number), ''] : []),
    `Çatdırılma: ${`${a.firstName} ${a.lastName}`.trim()}, ${place}, telefon ${formatPhone(a.phone)}`,
    '',
    `${ACCOUNT.nextTitle}`,
    ...stepsFor(ACCOUNT.nextSteps, order.paymentMethod, PAYMENT_UI.transferStep).map((step, i) => `${i + 1}. ${step}`),
    ...(orderUrl ? ['', `Sifarişinizə baxmaq: ${orderUrl}`] : []),
    ...(origin
      ? ['', `Satış şərtləri: ${origin}${POLICY_LINKS.terms}`, `Qaytarma qaydaları: ${origin}${POLICY_LINKS.returns}`]
      : []),
    '',
    ...sellerDetailsLines(shop),
    ...signature(shop),
  ].join('\n');
  return { subject: `${MSG.orderNumber(order.number)} göndərildi — ${formatMoney(order.amount)}`, text };
}

export function passwordResetMail(name: string, link: string, shop: Contact): MailText {
  const text = [
    `Salam, ${name}!`,
    '',
    'Hesabınızın şifrəsini yeniləmək üçün bu keçidi açın (1 saat etibarlıdır, yalnız bir dəfə işləyir):',
    link,
    '',
    'Şifrəni yeniləyəndən sonra bütün cihazlarda hesabdan çıxış ediləcək.',
    'Bu sorğunu siz göndərməmisinizsə, məktubu nəzərə almayın: şifrəniz dəyişməyəcək.',
    ...signature(shop),
  ].join('\n');
  return { subject: `${SITE.name}: şifrənin bərpası`, text };
}

/** To the old address, so a stolen session cannot quietly take the account over. */
export function emailChangedMail(name: string, newEmail: string, shop: Contact): MailText {
  const text = [
    `Salam, ${name}!`,
    '',
    `Hesabınızın e-poçt ünvanı ${newEmail} olaraq dəyişdirildi.`,
    `Bunu siz etməmisinizsə, dərhal bizə zəng edin: ${formatPhone(shop.phones[0] ?? '')}.`,
    ...signature(shop),
  ].join('\n');
  return { subject: `${SITE.name}: e-poçt ünvanı dəyişdirildi`, text };
}
