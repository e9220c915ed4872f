/** The company's own details (docs/architecture.md §Configuration), shown on the about, contact and
 * footer. Azerbaijan's e-commerce law asks a shop to publish them. */
export const SITE = {
  name: 'VetAqro Təchizat',
  legalName: '"VetAqro Təchizat" MMC',
  tagline: 'Baytarlıq dərmanları və ev heyvanları üçün məhsullar',
  phone: '+994 12 555 47 47',
  phoneHref: 'tel:+994125554747',
  mobile: '+994 50 555 47 47',
  email: 'info@vetaqro.az',
  address: 'Bakı şəhəri, Nəsimi rayonu, Füzuli küçəsi 71, AZ1014',
  workingHours: 'Bazar ertəsi – Şənbə, 09:00–18:00',
  taxId: 'VÖEN 1405123456',
  licence: 'Baytarlıq fəaliyyəti üçün lisenziya № BF-2019/0347',
  registration: 'Dövlət qeydiyyatı: 2015-ci il, Bakı',
  social: [
    { label: 'Instagram', href: 'https://www.instagram.com/vetaqro.az' },
    { label: 'Facebook', href: 'https://www.facebook.com/vetaqro.az' },
    { label: 'WhatsApp', href: 'https://wa.me/994505554747' },
  ],
} as const;
