/** The notices the shop shows and the messages the API answers, in
 * Azerbaijani; the spec's texts are verbatim (docs/architecture.md §Messages), English ones included.
 * The other words are in the catalogues (domain/i18n/az|ru|az-only, docs/i18n.md), a page sent
 * only the namespaces it reads (decisions 0020, 0153); the status labels are in
 * order-status.ts, the validation messages in schemas.ts (those the API answers too in
 * validation-messages.ts), paging's in paging.ts. */
import { PAGE_MSG } from '../i18n/az/messages-page.ts';
import { VALIDATION_MSG } from './validation-messages.ts';
import { ACCOUNT_MSG } from '../i18n/az/form-messages.ts';
import { fill } from '../i18n/fill.ts';

export const MSG = {
  ...PAGE_MSG,
  ...VALIDATION_MSG,
  ...ACCOUNT_MSG,
  outOfStock: fill(ACCOUNT_MSG.outOfStock, ''), // the product's name is added after it
  // generic
  invalidJson: 'Sorğunun JSON formatı düzgün deyil.',
  notFound: 'Səhifə tapılmadı.',
  forbidden: 'Bu əməliyyat üçün icazəniz yoxdur.',
  sellerOnly: 'Bu əməliyyat yalnız satıcı üçündür.',
  crossSite: 'Başqa saytdan gələn sorğu qəbul edilmir.',
  bodyTooLarge: 'Sorğu çox böyükdür.',
  unsupportedMedia: 'Sorğunun formatı dəstəklənmir.',
  methodNotAllowed: 'Bu sorğu üsulu dəstəklənmir.',
  malformedForm: 'Göndərilən forma düzgün deyil.',
  requestTimeout: 'Sorğu vaxtında tamamlanmadı.',
  // auth
  // account page and password reset
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
  // cart
  // addresses
  // orders
  // the order waits for the seller: accepting it is their step (docs/architecture.md §Order states)
  orderPlaced: 'Sifarişiniz göndərilib.',
  ordersFetchFailed: 'Sifarişlər çəkilərkən xəta baş verdi.',
  orderStatusFailed: 'Sifariş statusu yenilənərkən xəta baş verdi.',
  orderDeleteFailed: 'Sifariş silinərkən xəta baş verdi.',
  orderDeleted: 'Sifariş silindi.',
  orderStatusUpdated: (status: string) => `Sifariş statusu yenilənib: ${status}`,
  /** How an order is named everywhere: pages, notices, e-mails (docs/architecture.md §Data). */
  orderNumber: (number: number) => fill(ACCOUNT_MSG.orderNumber, number),
  // "göndərilib", not "qəbul olundu": the order waits for the seller, who accepts it (docs/architecture.md §Order states)
  orderPlacedNumbered: (number: number) => fill(ACCOUNT_MSG.orderPlacedNumbered, number),
  // users
  usersFetchFailed: 'İstifadəçiləri yükləyərkən xəta baş verdi.',
  userDeleteFailed: 'İstifadəçi silinərkən xəta baş verdi.',
  userDeleted: 'İstifadəçi silindi.',
  userNotFound: 'İstifadəçi tapılmadı.',
} as const;

export const PAYMENT_LABEL = 'Yerində ödəmə';
