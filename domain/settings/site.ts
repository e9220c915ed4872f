/** The shop's brand (code) and the demo defaults of its settings (docs/architecture.md §Data):
 * the legal identity, contacts and policies that Azerbaijan's e-commerce law
 * asks a shop to publish live in the database, edited at /seller/settings;
 * these values fill a shop whose seller has not saved them yet. */
import type { ShopSettings } from './settings-schema.ts';
import { DEMO_BANK } from '../payments/demo-bank.ts';
import { DEFAULT_RETURNS_RU, DEFAULT_TERMS_RU } from '../content/demo-policies-ru.ts';

/** The brand name in titles and headers; not a setting (it names the product, decision 0047). */
export const SITE = {
  name: 'VetAqro Təchizat',
  tagline: 'Baytarlıq dərmanları və ev heyvanları üçün məhsullar',
} as const;

/** The policy pages' addresses, linked from the footer, the contact page, the cart and e-mails. */
export const POLICY_LINKS = { terms: '/sertler', returns: '/qaytarma' } as const;

export const DEFAULT_TERMS = [
  'Satıcı: "VetAqro Təchizat" MMC. Satıcının rekvizitləri (VÖEN, dövlət qeydiyyatı, ünvan, telefon, e-poçt, lisenziya) bu səhifədə və "Əlaqə" səhifəsində göstərilib.',
  '',
  'Qiymətlər: saytdakı qiymətlər Azərbaycan manatı ilə, ƏDV daxil göstərilir. Çatdırılma haqqı zonaya görə hesablanır və sifarişi təsdiqləməzdən əvvəl səbətdə görünür.',
  '',
  'Çatdırılma: Bakı daxilində kuryer ilə, Abşeron və Sumqayıta kuryer ilə, digər şəhər və rayonlara "Azərpoçt" vasitəsilə. Təxmini çatdırılma günləri səbətdə və sifariş səhifəsində yazılır. Çatdırılmadan əvvəl sizə zəng edirik.',
  '',
  'Ödəniş: Bakı, Abşeron və Sumqayıtda məhsulu aldıqda nağd və ya kartla (yerində ödəmə). Azərpoçt ilə göndərilən sifarişlər bank köçürməsi ilə əvvəlcədən ödənilir; rekvizitləri operator zəng edərək bildirir.',
  '',
  'Müqavilənin bağlanması: 1) məhsulları səbətə əlavə edirsiniz; 2) ünvanı və çatdırılma zonasını seçirsiniz; 3) "Sifariş ver" düyməsi ilə sifarişi göndərirsiniz — sifariş nömrəsi ekranda və e-poçtunuzda görünür; 4) operator zəng edib sifarişi təsdiqləyir; 5) məhsul təhvil verildikdə və ödənildikdə müqavilə icra olunmuş sayılır.',
  '',
  'Səhvlərin düzəldilməsi: sifarişi göndərməzdən əvvəl səbətdə miqdarı dəyişə, məhsulu silə, ünvanı dəyişə bilərsiniz. Göndərilmiş sifarişi "Gözləmədə" olduğu müddətdə "Sifarişlərim" səhifəsində ləğv edə və ya bizə zəng edərək düzəliş istəyə bilərsiniz.',
].join('\n');

export const DEFAULT_RETURNS = [
  '"İstehlakçıların hüquqlarının müdafiəsi haqqında" Qanuna əsasən, lazımi keyfiyyətli qeyri-ərzaq məhsulunu alındığı gündən 14 gün ərzində dəyişdirə və ya qaytara bilərsiniz: məhsul istifadə olunmamalı, qablaşdırması, plombu və yarlıqları saxlanmalı, qəbz və ya sifariş nömrəsi olmalıdır.',
  '',
  'İstisnalar: dərman vasitələri, peyvəndlər və soyuq zəncir (2–8 °C) tələb edən məhsullar keyfiyyəti və saxlanma şəraiti yoxlanıla bilmədiyi üçün lazımi keyfiyyətdə olduqda geri qaytarılmır və dəyişdirilmir.',
  '',
  'Qüsurlu və ya səhv göndərilmiş məhsul: təhvil alarkən və ya 14 gün ərzində bizə zəng edin, WhatsApp-a yazın və ya e-poçt göndərin — məhsulu öz hesabımıza dəyişir və ya pulunu qaytarırıq.',
  '',
  'İmtina: sifarişdən kuryer gələnədək imtina edə bilərsiniz; "Sifarişlərim" səhifəsində "Gözləmədə" olan sifarişi özünüz ləğv edə bilərsiniz. Pul 10 iş günü ərzində ödədiyiniz üsulla qaytarılır.',
].join('\n');

/** What a new shop shows until the seller saves its own settings. */
export const DEFAULT_SETTINGS: ShopSettings = {
  legalName: 'VetAqro Təchizat',
  legalForm: 'MMC',
  taxId: '1405123456',
  registration: '2015-ci il, Bakı şəhəri, Vergilər Nazirliyi',
  address: 'Bakı şəhəri, Nəsimi rayonu, Füzuli küçəsi 71, AZ1014',
  phones: ['+994125554747', '+994505554747'],
  email: 'info@vetaqro.az',
  whatsapp: '+994505554747',
  workingHours: 'Bazar ertəsi – Şənbə, 09:00–18:00',
  licenceNumber: 'BF-2019/0347',
  licenceAuthority: 'Azərbaycan Qida Təhlükəsizliyi Agentliyi',
  social: [
    { label: 'Instagram', href: 'https://www.instagram.com/vetaqro.az' },
    { label: 'Facebook', href: 'https://www.facebook.com/vetaqro.az' },
  ],
  terms: DEFAULT_TERMS,
  returns: DEFAULT_RETURNS,
  termsRu: DEFAULT_TERMS_RU,
  returnsRu: DEFAULT_RETURNS_RU,
  minOrder: 0,
  rxMode: 'prescription',
  ...DEMO_BANK,
};
