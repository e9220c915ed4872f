/** The messages a storefront page's first-load JavaScript needs, apart from
 * the rest of MSG (messages.ts spreads them in) so the product page does not
 * carry every API message (decision 0020). The spec's texts are verbatim. */
export const PAGE_MSG = {
  error: 'Xəta baş verdi!',
  unexpected: 'Gözlənilməz xəta baş verdi. Bir az sonra yenidən cəhd edin.',
  loggedOut: 'Logged out successfully',
  logoutFailed: 'Failed to logout',
  productNotFound: 'Məhsul tapılmadı.',
  noProducts: 'Məhsul tapılmadı',
  noSimilar: 'Oxşar məhsullar tapılmadı.',
  addedToCart: 'Added to cart',
  // the checkout's refusal without an address: the order schema's message too (schemas.ts)
  selectAddress: 'Adressi daxil edin zəhmət olmasa',
  // the notices a form action leaves for the page it redirects to (app/lib/notices.ts)
  listDeleted: 'Siyahı silindi.',
  accountDeleted: 'Hesabınız silindi. Sifarişləriniz mağazanın qeydlərində qalır.',
  passwordReset: 'Şifrəniz yeniləndi. Yeni şifrə ilə daxil olun.',
  cartUpdated: 'cart updated',
  /** A cart line cut to what may be sold online (decision 0087): never the number of a well-stocked product. */
  cartLimited:
    'Bu qədərini onlayn sata bilmirik: səbətə satışda olan qədər əlavə etdik. Daha çoxu üçün bizə zəng edin.',
  /** An add cut short (issue 32 item 11, decision 0087): how many it put in and why not more,
   * never how many are left (domain/stock/stock-text.ts' addedShortText says the same). */
  addedShort:
    '{0, plural, =0 {Səbətə əlavə edilmədi: bundan çoxunu onlayn sata bilmirik. Daha çoxu üçün bizə zəng edin.} other {Səbətə # ədəd əlavə etdik: bundan çoxunu onlayn sata bilmirik. Daha çoxu üçün bizə zəng edin.}}',
  removedFromCart: 'remove from cart',
  addressAdded: 'Ünvan əlavə edildi.',
  addressUpdated: 'Ünvan yeniləndi.',
  orderCancelled: 'Sifariş ləğv edildi.',
} as const;
