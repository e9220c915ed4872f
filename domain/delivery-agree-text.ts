/** The words of a delivery "to be agreed" (issue 32, decision 0078): an address that names no
 * zone still orders; the seller sets the zone or the fee, and the customer is told the final amount. */
import * as az from './i18n/az/delivery-text.ts';
import { azText } from './i18n/az-text.ts';

export { DELIVERY_SET_EVENT } from './delivery-set-event.ts';

export const DELIVERY_AGREE = {
  /** The customer's words (the cart, the order pages, the e-mails): domain/i18n/az|ru/delivery-text.ts. */
  ...azText('DELIVERY_AGREE', az.DELIVERY_AGREE),
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
