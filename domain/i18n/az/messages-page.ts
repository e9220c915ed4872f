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
  accountDeleted: 'Hesabınız silindi. Sifarişləriniz mağazanın qeydlərində qalır.',
  passwordReset: 'Şifrəniz yeniləndi. Yeni şifrə ilə daxil olun.',
  cartUpdated: 'cart updated',
  removedFromCart: 'remove from cart',
  addressAdded: 'Ünvan əlavə edildi.',
  addressUpdated: 'Ünvan yeniləndi.',
  orderCancelled: 'Sifariş ləğv edildi.',
} as const;
