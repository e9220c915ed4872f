/** The words of delivery in Azerbaijani for the seller panel, the API and the seller's e-mail,
 * with their old call shapes (amounts in qəpik); the words are in domain/i18n/az|ru/delivery-text.ts
 * (docs/i18n.md). A storefront page reads them with useText() and `deliveryWords`. */
import { daysSpan, type PaymentType } from './delivery.ts';
import { formatMoney } from '../shared/format.ts';
import * as az from '../i18n/az/delivery-text.ts';
import { azText } from '../i18n/az-text.ts';
import { toManat } from '../shared/money.ts';
import type { PaymentMethod } from '../payments/methods.ts';

export const PAYMENT_LABELS: Record<PaymentType, string> = az.PAYMENT_LABELS;

/** An order's payment method (issue 34): the spec's two, and payment on terms. */
export const METHOD_LABELS: Record<PaymentMethod, string> = az.METHOD_LABELS;

const money = (qepik: number) => formatMoney(toManat(qepik));
const ui = azText('DELIVERY_UI', az.DELIVERY_UI);

export { daysSpan };

export const DELIVERY_UI = {
  ...ui,
  toFree: (qepik: number) => ui.toFree(money(qepik)),
  belowMinimum: (min: number, missingQepik: number) => ui.belowMinimum(formatMoney(min), money(missingQepik)),
  missingButton: (missingQepik: number) => ui.missingButton(money(missingQepik)),
  belowMinimumRefused: (min: number, missingQepik: number) =>
    ui.belowMinimumRefused(formatMoney(min), money(missingQepik)),
  daysText: (daysMin: number, daysMax: number) => ui.daysText(daysSpan(daysMin, daysMax), daysMax),
};

export const ADDRESS_PLACE = azText('ADDRESS_PLACE', az.ADDRESS_PLACE);
