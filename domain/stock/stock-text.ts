/** The Azerbaijani words of stock quantities (issue 24) a customer reads in the cart and the
 * checkout's refusals. The "few left" line is UI.fewLeft (storefront-text.ts), so the product
 * page's first-load JavaScript carries no module of its own for it; the seller's words are in
 * stock-seller-text.ts. */
import { PAGE_MSG } from '../shared/messages-page.ts';
import { STOCK_TEXT as AZ_STOCK } from '../i18n/az/stock-text.ts';

export const STOCK_TEXT = {
  /** The checkout's refusal: the product and what is left (null: well stocked, the number is not
   * told, decision 0087); nothing is taken. */
  notEnough: (name: string, left: number | null) =>
    left === null
      ? `"${name}" məhsulundan bu qədərini onlayn sata bilmirik. Miqdarı azaldın və ya daha çoxu üçün bizə zəng edin.`
      : left > 0
        ? `"${name}" məhsulundan cəmi ${left} ədəd qalıb. Səbətdəki miqdarı azaldın.`
        : `"${name}" məhsulu stokda qalmayıb.`,
  /** A cart line asking for more than is left: domain/i18n/az|ru/stock-text.ts (a page reads useText()). */
  cartTooMany: (n: number) => AZ_STOCK.cartTooMany.replace('{0}', String(n)),
} as const;

/** An add cut short (issue 32 item 11, decision 0087): how many it put into the cart and why not
 * more, never how many are left. Apart from STOCK_TEXT, so the notices every storefront page
 * carries take this line only (first-load JavaScript). */
export function addedShortText(added: number): string {
  // the words are PAGE_MSG.addedShort (domain/i18n/*/messages-page.ts), in both languages
  return PAGE_MSG.addedShort(added);
}
