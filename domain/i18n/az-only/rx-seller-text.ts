/** The seller's words for prescription-only orders (decision 0053), apart from rx-text.ts so that
 * the storefront's bundles do not carry them; Azerbaijani only (decision 0153). */
export const RX_SELLER_TEXT = {
  listMark: 'Resept',
  listMarkTitle: 'Sifarişdə reseptlə satılan dərman var',
  sellerTitle: 'Resept',
  sellerVet: 'Baytar həkim',
  sellerClinic: 'Klinika',
  sellerPhoto: 'Reseptin şəkli',
  sellerPhotoAlt: 'Sifariş {0}: reseptin şəkli',
  noPhoto: 'Şəkil əlavə edilməyib',
  checkedBox: 'Resept yoxlanıldı',
  checkedBy: 'Yoxladı: {0}, {1}',
  checkedSaved: 'Resept yoxlanıldı kimi qeyd olundu.',
  historyChecked: 'Resept yoxlanıldı',
  rxItem: 'Rx',
  /** A licensed clinic's order: its licence stood for the prescription (decision 0122). */
  licenceTitle: 'Resept əvəzinə lisenziya',
  licenceNumber: 'Lisenziya №',
  licenceExpires: 'Etibarlıdır',
  licenceCompany: 'Şirkət',
  settingsLegend: 'Reseptlə satılan dərmanlar',
  settingsPrescription: 'Resept məlumatı ilə sifariş edilir (baytar həkim və klinika və ya reseptin şəkli)',
  settingsAsk: 'Göstərilir, amma sifariş əvəzinə "Bizə yazın"',
} as const;
