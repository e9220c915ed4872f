/** The customer's e-mails (issue 36 item 4): the order confirmation, the agreed delivery, the
 * password-reset link and the changed e-mail, in the language the order was placed in or the
 * account chose. Money and dates arrive formatted. The seller's copy is domain/orders/order-mails.ts. */
export const CUSTOMER_MAIL = {
  greeting: 'Salam, {0}!',
  orderNumber: 'Sifariş № {0}',
  /** {0}: the recipient, {1}: the place, {2}: the phone. */
  deliverTo: 'Çatdırılma: {0}, {1}, telefon {2}',
  total: 'Cəmi',
  viewOrder: 'Sifarişinizə baxmaq: {0}',
  /** {0}: "Sifariş № 10001", {1}: the amount. */
  orderSubject: '{0} göndərildi — {1}',
  seller: 'Satıcı:',
  taxId: 'VÖEN {0}',
  registration: 'Dövlət qeydiyyatı: {0}',
  licence: 'Lisenziya № {0}',
  phones: 'Telefon',
  email: 'E-poçt',
  regards: 'Hörmətlə, {0}',
  phone: 'Telefon: {0}',
  resetLead: 'Hesabınızın şifrəsini yeniləmək üçün bu keçidi açın (1 saat etibarlıdır, yalnız bir dəfə işləyir):',
  resetAfter: 'Şifrəni yeniləyəndən sonra bütün cihazlarda hesabdan çıxış ediləcək.',
  resetNotYou: 'Bu sorğunu siz göndərməmisinizsə, məktubu nəzərə almayın: şifrəniz dəyişməyəcək.',
  resetSubject: '{0}: şifrənin bərpası',
  emailChangedTo: 'Hesabınızın e-poçt ünvanı {0} olaraq dəyişdirildi.',
  emailChangedCall: 'Bunu siz etməmisinizsə, dərhal bizə zəng edin: {0}.',
  emailChangedSubject: '{0}: e-poçt ünvanı dəyişdirildi',
  /** {0}: "Sifariş № 10001". */
  deliveryAgreed: '{0} üçün çatdırılma razılaşdırıldı.',
  finalAmount: 'Yekun məbləğ: {0}',
  /** Completed with the fee never set (decision 0120). */
  deliverySettled: '{0} tamamlandı; çatdırılma haqqı razılaşdırılmadığı üçün ödənişsizdir: {1}.',
  deliveryAgreedSubject: '{0}: yekun məbləğ {1}',
} as const;
