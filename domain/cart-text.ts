/** Words of the cart, checkout, address and order pages (docs/architecture.md §Text), apart
 * from storefront-text.ts so that a product page's JavaScript does not carry
 * them (decision 0020). */

export const CART_UI = {
  // cart and checkout
  cartTitle: 'Alış-veriş səbəti',
  continueShopping: 'Alış-verişə davam et',
  remove: 'Sil',
  updateQuantity: 'Yenilə',
  removeItem: (name: string) => `${name} məhsulunu səbətdən sil`,
  quantityOf: (name: string) => `${name} — miqdar`,
  unitPrice: (price: string) => `${price} / ədəd`,
  lineTotal: 'Məbləğ',
  outOfStockInCart: 'Stokda yoxdur — sifariş vermək üçün səbətdən silin.',
  orderSummary: 'Sifariş xülasəsi',
  deliveryAddress: 'Çatdırılma ünvanı',
  chooseAddress: 'Ünvan seçin',
  noAddress: 'Hələ ünvan əlavə etməmisiniz.',
  addAddress: 'Yeni ünvan əlavə et',
  payment: 'Ödəniş üsulu',
  total: 'Cəmi',
  placeOrder: 'Sifarişi təsdiqlə',
  unpricedNote: (phone: string) =>
    `“Qiymət sorğu ilə” olan məhsullar cəmə daxil deyil. Qiymət üçün bizə zəng edin: ${phone.replaceAll(' ', '\u00a0')}`,
  outOfStockBlocks: (names: string[]) =>
    `Bu məhsullar hazırda stokda yoxdur: ${names.join(', ')}. Sifariş vermək üçün onları səbətdən silin.`,
  loginToOrder: 'Sifariş vermək üçün daxil olun.',
  // address form
  addressTitle: 'Çatdırılma ünvanı əlavə edin',
  addressFields: {
    firstName: 'Ad',
    lastName: 'Soyad',
    email: 'E-poçt',
    phone: 'Telefon',
    street: 'Küçə, ev',
    city: 'Şəhər',
    state: 'Rayon',
    zipCode: 'Poçt indeksi',
    country: 'Ölkə',
  },
  saveAddress: 'Ünvanı yadda saxla',
  // orders
  ordersTitle: 'Sifarişlərim',
  orderAmount: 'Məbləğ',
  cancelOrder: 'Sifarişi ləğv et',
  confirmCancel: 'Bu sifarişi ləğv etmək istədiyinizə əminsiniz?',
  ordersLoginPrompt: 'Sifarişlərinizi görmək üçün hesabınıza daxil olun.',
  paid: 'Ödənilib',
  unpaid: 'Ödənilməyib',
} as const;
