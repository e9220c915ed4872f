/** The Azerbaijani words of trade prices and quantity rules for the API, the services and the
 * seller panel (issue 33). The words are in the catalogues (domain/i18n/az|ru/trade-price-text.ts,
 * docs/i18n.md); a storefront page reads them with useText(), and its actions show these
 * Azerbaijani refusals in the page's language (decision 0113). Built with `fill`, no compiler:
 * the cart's and the seller's pages carry this module. */
import { formatMoney } from '../shared/format.ts';
import { fill } from '../i18n/fill.ts';
import * as az from '../i18n/az/trade-price-text.ts';

const Q = az.TRADE_QUANTITY_MSG;

export const TRADE_QUANTITY_MSG = {
  notWhole: Q.notWhole,
  belowMinimum: (name: string, minimum: number) => fill(Q.belowMinimum, name, minimum),
  notIncrement: (name: string, increment: number) =>
    fill(Q.notIncrement, name, increment, 2 * increment, 3 * increment),
  aboveMaximum: (name: string, maximum: number) => fill(Q.aboveMaximum, name, maximum),
} as const;

export const TRADE_RX_MSG = {
  licenceExpired: (day: string) => fill(az.TRADE_RX_MSG.licenceExpired, day),
  noLicence: az.TRADE_RX_MSG.noLicence,
} as const;

/** The seller's price table lists a group's breaks as the product page does. */
export const breakLine = (minQuantity: number, unitManat: number) =>
  fill(az.TRADE_PRICE_UI.breakLine, minQuantity, formatMoney(unitManat));

/** The seller's refusals of a price list it enters (seller panel and API: Azerbaijani only). */
export const TRADE_RULES_MSG = {
  badPercent: 'Endirim 0 ilə 99,99 % arasında olmalıdır.',
  badPrice: 'Qiymət müsbət məbləğ olmalıdır (məsələn, 9,20).',
  badBreakQuantity: 'Həcm endirimi 2 ədəddən başlayır.',
  duplicateBreak: 'Eyni miqdardan iki həcm endirimi ola bilməz.',
  badQuantityRule: 'Miqdar qaydası müsbət tam ədəd olmalıdır.',
  minimumNotIncrement: 'Minimum miqdar qutu sayına bölünməlidir.',
  maximumBelowMinimum: 'Maksimum miqdar minimumdan az ola bilməz.',
  maximumNotIncrement: 'Maksimum miqdar qutu sayına bölünməlidir.',
} as const;
