/** Page texts of the storefront (docs/i18n.md): titles, descriptions for search engines,
 * the home page's intro and testimonials, the about page (docs/architecture.md §Pages: its
 * claims are static text). */
import { NOT_FOUND_PAGE } from './page-title.ts';
import { SITE } from '../../settings/site.ts';

export const PAGE = {
  /** `Title | Shop` for every page but the home page */
  title: `{0} | ${SITE.name}`,
  home: {
    title: `${SITE.name} — baytarlıq dərmanları və ev heyvanları üçün məhsullar`,
    description:
      'Baytarlıq dərmanları, peyvəndlər, vitaminlər və ev heyvanları üçün məhsullar. Bakıda və bütün Azərbaycanda çatdırılma, yerində ödəmə.',
    heroTitle: 'Heyvanlarınızın sağlamlığı üçün etibarlı baytarlıq məhsulları',
    heroText:
      'Həblər, inyeksiyalar, suspenziyalar və qulluq vasitələri — sertifikatlı istehsalçılardan, sərfəli qiymətə və sürətli çatdırılma ilə.',
    heroCta: 'Məhsullara baxın',
    heroSecondary: 'Bizimlə əlaqə',
    perks: ['Lisenziyalı distribyutor', 'Bütün Azərbaycana çatdırılma', 'Yerində ödəmə'],
    recommended: 'Tövsiyə olunan məhsullar',
    categoriesTitle: 'Kateqoriyalar üzrə alış-veriş',
    testimonialsTitle: 'Müştərilərimiz nə deyir',
  },
  about: {
    title: 'Haqqımızda',
    description: `${SITE.name} — 2015-ci ildən baytarlıq dərmanları və ev heyvanları üçün məhsulların etibarlı distribyutoru.`,
    paragraphs: [
      `${SITE.name} 2015-ci ildən Azərbaycanda baytarlıq dərmanları, peyvəndlər, yem əlavələri və ev heyvanları üçün qulluq məhsulları təchiz edir.`,
      'Fermerlər, baytarlıq klinikaları, aptekləri və ev heyvanı sahibləri ilə birbaşa işləyirik. Məhsullarımız yalnız sertifikatlı istehsalçılardan gəlir və düzgün saxlanma şəraitində anbarımızda qorunur.',
      'Komandamızda təcrübəli baytar həkimləri çalışır: düzgün məhsulu seçməkdə və dozanı müəyyənləşdirməkdə sizə pulsuz məsləhət verirlər.',
    ],
    facts: [
      { value: '2015', label: 'təsis ili' },
      { value: '40+', label: 'əməkdaş' },
      { value: '1200+', label: 'daimi müştəri' },
      { value: '60+', label: 'rayona çatdırılma' },
    ],
    valuesTitle: 'Dəyərlərimiz',
    values: [
      { title: 'Keyfiyyət', text: 'Yalnız qeydiyyatdan keçmiş və sertifikatlı məhsullar.' },
      { title: 'Məsləhət', text: 'Baytar həkimlərimiz hər sualınıza cavab verir.' },
      { title: 'Çatdırılma', text: 'Bakıda 24 saat, regionlara 1–3 iş günü ərzində.' },
    ],
  },
  contact: {
    title: 'Əlaqə',
    description: `${SITE.name} ilə əlaqə: telefon, e-poçt, ünvan və iş saatları.`,
    intro: 'Sualınız var? Zəng edin, yazın və ya ofisimizə gəlin — baytar həkimlərimiz kömək etməyə hazırdır.',
    phone: 'Telefon',
    mobile: 'Mobil / WhatsApp',
    email: 'E-poçt',
    address: 'Ünvan',
    hours: 'İş saatları',
    taxId: 'VÖEN',
    registration: 'Dövlət qeydiyyatı:',
    licence: 'Lisenziya №',
    legal: 'Hüquqi məlumat',
    social: 'Sosial şəbəkələr',
  },
  products: {
    title: 'Məhsullar',
    description:
      'Baytarlıq dərmanları və ev heyvanları üçün məhsulların tam kataloqu: həblər, inyeksiyalar, suspenziyalar, toz və maye məhsullar.',
  },
  category: {
    title: '{0}',
    description: `{0} kateqoriyasında baytarlıq məhsulları — ${SITE.name}.`,
  },
  cart: { title: 'Səbət', description: 'Alış-veriş səbətiniz və sifarişin rəsmiləşdirilməsi.' },
  addAddress: { title: 'Ünvan əlavə et', description: 'Çatdırılma ünvanınızı əlavə edin.' },
  myOrders: { title: 'Sifarişlərim', description: 'Sifarişlərinizin vəziyyəti.' },
  news: { title: 'Xəbərlər', description: `${SITE.name} xəbərləri, yeni məhsullar və baytarlıq məsləhətləri.` },
  notFound: NOT_FOUND_PAGE,
} as const;

export const TESTIMONIALS = [
  {
    name: 'Rəşad M.',
    role: 'Fermer, Şamaxı',
    text: 'Peyvəndləri və vitaminləri həmişə buradan alırıq. Məhsullar təzə gəlir, çatdırılma vaxtında olur.',
  },
  {
    name: 'Dr. Leyla H.',
    role: 'Baytar həkimi, Bakı',
    text: 'Klinikamız üçün inyeksiyaları sifariş etmək çox rahatdır. Çeşid genişdir, məsləhət peşəkardır.',
  },
  {
    name: 'Nigar Ə.',
    role: 'Pişik sahibi, Gəncə',
    text: 'Pişiyim üçün qurd dərmanını telefondan bir neçə dəqiqəyə sifariş etdim, ödənişi qapıda etdim.',
  },
] as const;

/** Fixed words of the opening hours the seller writes in Azerbaijani ("Bazar ertəsi – Şənbə,
 * 09:00–18:00"): a Russian page shows them through the catalogue (domain/shared/fixed-words.ts). */
export const HOURS_WORDS = {
  monday: 'Bazar ertəsi',
  tuesday: 'Çərşənbə axşamı',
  wednesday: 'Çərşənbə',
  thursday: 'Cümə axşamı',
  friday: 'Cümə',
  saturday: 'Şənbə',
  sunday: 'Bazar',
  daily: 'Hər gün',
  dayOff: 'istirahət günü',
  closed: 'bağlıdır',
} as const;
