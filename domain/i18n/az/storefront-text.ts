/** Words of the public storefront (docs/i18n.md): navigation, buttons, headings. Azerbaijani. */
import { PAGE_MSG } from './messages-page.ts';
import { SITE } from '../../settings/site.ts';

export const NAV = [
  { to: '/', label: 'Ana səhifə' },
  { to: '/about', label: 'Haqqımızda' },
  { to: '/contact', label: 'Əlaqə' },
  { to: '/products', label: 'Məhsullar' },
  { to: '/news', label: 'Xəbərlər' },
] as const;

/** The contact buttons' words (the messages a chat opens with are WHATSAPP in whatsapp-text.ts). */
export const CONTACT_BUTTONS = { write: 'WhatsApp ilə yazın', call: 'Zəng edin' } as const;

export const UI = {
  /** A trade buyer's card: their price, the retail price struck beside it (issue 33). */
  yourPrice: 'Sizin qiymətiniz',
  retailPrice: 'Pərakəndə qiymət',
  skipToContent: 'Əsas məzmuna keç',
  homeLink: `${SITE.name} — ana səhifə`,
  tagline: SITE.tagline,
  mainNav: 'Əsas menyu',
  openMenu: 'Menyunu aç',
  closeMenu: 'Menyunu bağla',
  searchLabel: 'Məhsul axtar',
  searchPlaceholder: 'Məhsul axtarın…',
  searchButton: 'Axtar',
  cartWithCount: 'Səbət, {0} məhsul',
  login: 'Daxil ol',
  register: 'Qeydiyyat',
  account: 'Hesabım',
  myOrders: 'Sifarişlərim',
  quickOrder: 'Sürətli sifariş',
  orderLists: 'Daimi sifarişlər',
  // the footer's links to the policy pages (POLICY_TEXT titles them the same)
  termsLink: 'Satış şərtləri',
  returnsLink: 'Qaytarma və imtina',
  logout: 'Çıxış',
  close: 'Bağla',
  sending: 'Göndərilir…',
  // the language switch (header and footer)
  language: 'Dil',
  // products
  categories: 'Kateqoriyalar',
  addToCart: 'Səbətə əlavə et',
  buyNow: 'İndi al',
  inStock: 'Stokda var',
  outOfStock: 'Stokda yoxdur',
  /** A tracked product at or below its threshold (domain/stock/stock.ts), beside the price and in the cart. */
  fewLeft: 'Cəmi {0} ədəd qalıb',
  /** The earliest expiry a customer will receive (issue 41): a month "03.2027" or a day. */
  expiryFrom: 'Son istifadə tarixi: {0}-dən tez deyil',
  /** A prescription-only product when the shop takes no online orders for them (decision 0053). */
  rxAskUsTitle: 'Bizə yazın',
  rxAskUsNote: 'Bu dərman reseptlə satılır: sifariş üçün bizə WhatsApp-da yazın və ya zəng edin.',
  outOfStockNote: 'Bu məhsul hazırda stokda yoxdur. Əlavə məlumat üçün bizimlə əlaqə saxlayın.',
  priceOnRequestNote: 'Qiymət və sifariş üçün bizə zəng edin:',
  similarProducts: 'Oxşar məhsullar',
  description: 'Təsvir',
  imageOf: '{0} — şəkil {1}',
  showImage: 'Şəkil {0}-i göstər',
  breadcrumb: 'Naviqasiya zolağı',
  viewAll: 'Hamısına bax',
  addToCartOf: 'Səbətə əlavə et: {0}',
  quantity: 'Miqdar',
  // news
  otherNews: 'Digər xəbərlər',
  // errors
  notFoundText: 'Axtardığınız səhifə mövcud deyil və ya silinib.',
  errorTitle: PAGE_MSG.error,
  backHome: 'Ana səhifəyə qayıt',
  // footer
  usefulLinks: 'Faydalı keçidlər',
  contactUs: 'Əlaqə',
  followUs: 'Bizi izləyin',
  rights: '© {0} {1}. Bütün hüquqlar qorunur.',
} as const;

/** A batch an order line took (issue 41): on the order's page, in its e-mails and on the delivery
 * note: number, expiry as the box says it, how many. */
export const ORDER_BATCH = {
  taken: 'Seriya {0}, son istifadə tarixi {1} — {2} ədəd',
} as const;
