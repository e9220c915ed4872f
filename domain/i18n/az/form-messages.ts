/** The refusals and answers a storefront form shows (decision 0113): the shared schemas'
 * validation messages (domain/shared/schemas.ts builds them from these strings, so the API answers
 * them verbatim) and the account's messages (domain/shared/messages.ts spreads them into MSG). A page
 * in another language shows them translated (domain/i18n/translate-message.ts). */
export const FORM_MSG = {
  required: '{0} daxil edin.',
  tooLong: '{0} ən çox {1} simvol ola bilər.',
  notText: '{0} mətn olmalıdır.',
  controlChars: 'Mətndə icazə verilməyən simvol var.',
  badId: 'Identifikator düzgün deyil.',
  badEmail: 'E-poçt ünvanı düzgün deyil.',
  passwordTooLong: 'Şifrə çox uzundur.',
  passwordRule: 'Şifrə ən azı {0} simvol olmalıdır.',
  zipNotText: 'Poçt indeksi mətn olmalıdır.',
  badZip: 'Poçt indeksi düzgün deyil (məs. AZ1000).',
  badPhone: 'Telefon nömrəsi düzgün deyil (məs. 050 123 45 67).',
  badLink: 'Keçid düzgün deyil.',
  invalidInput: 'Göndərilən məlumat düzgün deyil.',
  cartEmpty: 'Səbətiniz boşdur.',
} as const;

/** The fields the messages above name, as the Azerbaijani sentences need them. */
export const FORM_LABELS = {
  email: 'E-poçtu',
  password: 'Şifrəni',
  name: 'Adınızı',
  firstName: 'Adı',
  lastName: 'Soyad',
  street: 'Küçə',
  city: 'Şəhər',
  district: 'Rayon',
  country: 'Ölkə',
  phone: 'Telefon nömrəsini',
  vetName: 'Baytar həkimin adı',
  clinic: 'Klinikanın adı',
} as const;

/** The account's and the order's answers a customer reads (MSG spreads them in). */
export const ACCOUNT_MSG = {
  loginFailed: 'E-poçt və ya şifrə yanlışdır.',
  emailTaken: 'Bu e-poçt ilə artıq qeydiyyatdan keçilib.',
  loggedIn: 'Xoş gəldiniz!',
  registered: 'Qeydiyyat uğurla tamamlandı.',
  nameChanged: 'Adınız yeniləndi.',
  emailChanged: 'E-poçt ünvanınız dəyişdirildi.',
  passwordChanged: 'Şifrəniz dəyişdirildi. Digər cihazlardakı girişlər bağlandı.',
  wrongCurrentPassword: 'Hazırkı şifrə yanlışdır.',
  resetRequested: 'Bu e-poçtla hesab varsa, şifrəni yeniləmək üçün keçid göndərdik. Keçid 1 saat etibarlıdır.',
  resetInvalid: 'Keçid etibarsızdır və ya vaxtı bitib. Yeni keçid istəyin.',
  tooManyAttempts: 'Çox sayda uğursuz cəhd. Bir neçə dəqiqədən sonra yenidən cəhd edin.',
  tooManyRequests: 'Çox sayda sorğu göndərildi. Bir az sonra yenidən cəhd edin.',
  outOfStock: 'Məhsul hazırda stokda yoxdur: {0}',
  addressNotFound: 'Ünvan tapılmadı.',
  addressDeleted: 'Ünvan silindi.',
  defaultAddressSet: 'Əsas ünvan seçildi.',
  orderNotFound: 'Sifariş tapılmadı.',
  orderTooLarge: 'Sifarişin miqdarı və ya məbləği çox böyükdür.',
  noOrders: 'Heç bir sifarişiniz yoxdur.',
  noNews: 'Hələlik heç bir xəbər yoxdur.',
  newsNotFound: 'Xəbər tapılmadı.',
  unauthorized: 'Bu əməliyyat üçün daxil olun.',
  /** How an order is named everywhere: pages, notices, e-mails (docs/architecture.md §Data). */
  orderNumber: 'Sifariş № {0}',
  // "göndərilib", not "qəbul olundu": the order waits for the seller (docs/architecture.md §Order states)
  orderPlacedNumbered: 'Sifarişiniz göndərilib: № {0}.',
  addressLoginFirst: 'Adres əlavə etmək üçün əvvəlcə daxil olun!',
} as const;
