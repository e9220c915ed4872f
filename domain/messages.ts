/** The notices the shop shows and the messages the API answers, in
 * Azerbaijani; the spec's texts are verbatim (docs/architecture.md §Messages), English ones included.
 * Every user-facing text lives in domain/, split by where it is read, so a
 * page's JavaScript carries only its own (decision 0020): messages-page.ts
 * (a storefront page's few), storefront-text.ts, cart-text.ts,
 * account-text.ts, seller-text.ts, seller-orders-text.ts, mail-text.ts,
 * customer-mail-text.ts, storefront-pages.ts; the status labels are in
 * order-status.ts, the validation messages in schemas.ts (those the API answers too in
 * validation-messages.ts), paging's in paging.ts. */
import { PAGE_MSG } from './i18n/az/messages-page.ts';
import { VALIDATION_MSG } from './validation-messages.ts';

export const MSG = {
  ...PAGE_MSG,
  ...VALIDATION_MSG,
  // generic
  invalidJson: 'Sorğunun JSON formatı düzgün deyil.',
  notFound: 'Səhifə tapılmadı.',
  unauthorized: 'Bu əməliyyat üçün daxil olun.',
  forbidden: 'Bu əməliyyat üçün icazəniz yoxdur.',
  sellerOnly: 'Bu əməliyyat yalnız satıcı üçündür.',
  crossSite: 'Başqa saytdan gələn sorğu qəbul edilmir.',
  bodyTooLarge: 'Sorğu çox böyükdür.',
  unsupportedMedia: 'Sorğunun formatı dəstəklənmir.',
  tooManyAttempts: 'Çox sayda uğursuz cəhd. Bir neçə dəqiqədən sonra yenidən cəhd edin.',
  tooManyRequests: 'Çox sayda sorğu göndərildi. Bir az sonra yenidən cəhd edin.',
  methodNotAllowed: 'Bu sorğu üsulu dəstəklənmir.',
  malformedForm: 'Göndərilən forma düzgün deyil.',
  requestTimeout: 'Sorğu vaxtında tamamlanmadı.',
  // auth
  loginFailed: 'E-poçt və ya şifrə yanlışdır.',
  emailTaken: 'Bu e-poçt ilə artıq qeydiyyatdan keçilib.',
  loggedIn: 'Xoş gəldiniz!',
  registered: 'Qeydiyyat uğurla tamamlandı.',
  // account page and password reset
  nameChanged: 'Adınız yeniləndi.',
  emailChanged: 'E-poçt ünvanınız dəyişdirildi.',
  passwordChanged: 'Şifrəniz dəyişdirildi. Digər cihazlardakı girişlər bağlandı.',
  wrongCurrentPassword: 'Hazırkı şifrə yanlışdır.',
  resetRequested: 'Bu e-poçtla hesab varsa, şifrəni yeniləmək üçün keçid göndərdik. Keçid 1 saat etibarlıdır.',
  resetInvalid: 'Keçid etibarsızdır və ya vaxtı bitib. Yeni keçid istəyin.',
  // products
  productAdded: 'Məhsul əlavə edildi.',
  productUpdated: 'Məhsul yeniləndi.',
  productDeleted: 'Məhsul silindi.',
  stockUpdated: 'Stok vəziyyəti yeniləndi.',
  productLoadForEditFailed: 'Redaktə üçün məhsulu yükləmək mümkün olmadı.',
  productDeleteFailed: 'Məhsulu silərkən xəta: ',
  productUpdateFailed: 'Məhsulu yeniləyərkən xəta: ',
  tooManyImages: 'Şəkillərin sayı çoxdur.',
  tooManyImagesAtMost: (max: number) => `Şəkillərin sayı çoxdur. (ən çox ${max})`,
  imageNotFound: 'Şəkil tapılmadı.',
  // images
  notAnImage: 'Yalnız JPEG, PNG, WebP, AVIF və ya GIF şəkli yükləmək olar.',
  imageTooLarge: 'Şəklin həcmi 10 MB-dan çox ola bilməz.',
  // news
  newsNotFound: 'Xəbər tapılmadı.',
  newsIdMissing: 'Xəbər ID-si tapılmadı.',
  newsAdded: 'Xəbər əlavə edildi.',
  newsUpdated: 'Xəbər uğurla yeniləndi.',
  newsDeleted: 'Xəbər silindi.',
  newsDeleteFailed: 'Xəbər silinərkən xəta baş verdi.',
  newsSeenFailed: 'Xəbərin görünməsi dəyişdirilərkən xəta baş verdi.',
  newsUpdateFailed: 'Xəbər yenilənərkən xəta baş verdi.',
  newsFetchFailed: 'Xəbər yüklənərkən xəta baş verdi.',
  newsImageRequired: 'Zəhmət olmasa ən azı bir şəkil yükləyin.',
  newsVisible: 'Xəbər saytda göstərilir.',
  newsHidden: 'Xəbər gizlədildi.',
  noNews: 'Hələlik heç bir xəbər yoxdur.',
  // cart
  outOfStock: 'Məhsul hazırda stokda yoxdur: ',
  // addresses
  addressLoginFirst: 'Adres əlavə etmək üçün əvvəlcə daxil olun!',
  addressNotFound: 'Ünvan tapılmadı.',
  addressDeleted: 'Ünvan silindi.',
  defaultAddressSet: 'Əsas ünvan seçildi.',
  // orders
  // the order waits for the seller: accepting it is their step (docs/architecture.md §Order states)
  orderPlaced: 'Sifarişiniz göndərilib.',
  orderNotFound: 'Sifariş tapılmadı.',
  orderTooLarge: 'Sifarişin miqdarı və ya məbləği çox böyükdür.',
  ordersFetchFailed: 'Sifarişlər çəkilərkən xəta baş verdi.',
  orderStatusFailed: 'Sifariş statusu yenilənərkən xəta baş verdi.',
  orderDeleteFailed: 'Sifariş silinərkən xəta baş verdi.',
  orderDeleted: 'Sifariş silindi.',
  noOrders: 'Heç bir sifarişiniz yoxdur.',
  orderStatusUpdated: (status: string) => `Sifariş statusu yenilənib: ${status}`,
  /** How an order is named everywhere: pages, notices, e-mails (docs/architecture.md §Data). */
  orderNumber: (number: number) => `Sifariş № ${number}`,
  // "göndərilib", not "qəbul olundu": the order waits for the seller, who accepts it (docs/architecture.md §Order states)
  orderPlacedNumbered: (number: number) => `Sifarişiniz göndərilib: № ${number}.`,
  // users
  usersFetchFailed: 'İstifadəçiləri yükləyərkən xəta baş verdi.',
  userDeleteFailed: 'İstifadəçi silinərkən xəta baş verdi.',
  userDeleted: 'İstifadəçi silindi.',
  userNotFound: 'İstifadəçi tapılmadı.',
} as const;

export const PAYMENT_LABEL = 'Yerində ödəmə';
