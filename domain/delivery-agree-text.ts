/** The words of a delivery "to be agreed" (issue 32, decision 0078): an address that names no
 * zone still orders; the seller sets the zone or the fee, and the customer is told the final amount. */
import { formatMoney } from './format.ts';
import { DELIVERY_UI } from './delivery-text.ts';
import { MSG } from './messages.ts';

/** The `to` of the history row written when the seller sets a delivery that was to be agreed. */
export const DELIVERY_SET_EVENT = 'delivery-set';

export const DELIVERY_AGREE = {
  /** In place of the fee. */
  fee: 'Razılaşdırılacaq',
  /** The confirmation page, the customer's order page and the e-mail. */
  note: 'Ünvanınız üçün çatdırılma haqqı hələ məlum deyil: operator sizinlə əlaqə saxlayıb onu razılaşdıracaq. Yekun məbləği e-poçtla göndərəcəyik.',
  goodsTotal: 'Cəmi (çatdırılmasız)',
  /** The cart, under the zone list, when the address names no zone. */
  checkoutHint:
    'Bu ünvanın zonasını tanımadıq. Zonanı seçə bilərsiniz; seçməsəniz, çatdırılma haqqını operator sizinlə razılaşdıracaq.',
  noChoice: '— Operator razılaşdırsın',
  /** The seller's list and order page. */
  mark: 'Çatdırılma razılaşdırılmalıdır',
  setTitle: 'Çatdırılmanı təyin edin',
  setLead:
    'Ünvan heç bir zonaya uyğun gəlmədi. Zonanı seçin; haqqı boş qoysanız, zonanın haqqı (və pulsuz həddi) tətbiq olunur.',
  zone: 'Zona',
  feeLabel: 'Çatdırılma haqqı, ₼ (istəyə görə)',
  save: 'Yadda saxla',
  saved: 'Çatdırılma təyin edildi; müştəriyə yekun məbləğ göndərildi.',
  failed: 'Çatdırılmanı təyin edərkən xəta baş verdi.',
  historySet: 'Çatdırılma təyin edildi',
  /** Refusals. */
  onlyPending: 'Çatdırılmanı yalnız gözləmədə olan sifarişdə təyin etmək olar.',
};

/** To the customer once the seller sets the delivery: the final amount. */
export function deliveryAgreedMail(
  order: { number: number; amount: number; deliveryFee: number; zoneName: string; days: string },
  name: string,
  orderUrl?: string,
): { subject: string; text: string } {
  const text = [
    `Salam, ${name}!`,
    '',
    `${MSG.orderNumber(order.number)} üçün çatdırılma razılaşdırıldı.`,
    `Çatdırılma (${order.zoneName}): ${order.deliveryFee > 0 ? formatMoney(order.deliveryFee) : DELIVERY_UI.free}`,
    `Çatdırılma müddəti: ${order.days}`,
    `Yekun məbləğ: ${formatMoney(order.amount)}`,
    ...(orderUrl ? ['', `Sifarişinizə baxmaq: ${orderUrl}`] : []),
  ].join('\n');
  return { subject: `${MSG.orderNumber(order.number)}: yekun məbləğ ${formatMoney(order.amount)}`, text };
}
