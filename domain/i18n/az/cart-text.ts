/** Words of the cart, checkout, address and order pages. */

export const CART_UI = {
  // cart and checkout
  cartTitle: 'Alış-veriş səbəti',
  continueShopping: 'Alış-verişə davam et',
  remove: 'Sil',
  updateQuantity: 'Yenilə',
  removeItem: '{0} məhsulunu səbətdən sil',
  quantityOf: '{0} — miqdar',
  unitPrice: '{0} / ədəd',
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
  /** {0}: the phone, its spaces no-break */
  unpricedNote: '“Qiymət sorğu ilə” olan məhsullar cəmə daxil deyil. Qiymət üçün bizə zəng edin: {0}',
  /** {0}: the names, joined by commas */
  outOfStockBlocks: 'Bu məhsullar hazırda stokda yoxdur: {0}. Sifariş vermək üçün onları səbətdən silin.',
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
