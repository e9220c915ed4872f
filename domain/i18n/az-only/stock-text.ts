/** The checkout's refusal when stock is short (issue 24, decision 0087): the API answers it in
 * Azerbaijani. {0}: the product, {1}: what is left, or `untold` when the product is well stocked
 * and the number is not told; nothing is taken. The cart's words are STOCK_TEXT (az/, ru/). */
export const STOCK_MSG = {
  notEnough:
    '{1, select, untold {"{0}" məhsulundan bu qədərini onlayn sata bilmirik. Miqdarı azaldın və ya daha çoxu üçün bizə zəng edin.} other {{1, plural, =0 {"{0}" məhsulu stokda qalmayıb.} other {"{0}" məhsulundan cəmi {1} ədəd qalıb. Səbətdəki miqdarı azaldın.}}}}',
} as const;
