/** The words of prescription-only (Rx) items at checkout and on orders (decision 0053). */
export const RX_MESSAGES = {
  badMode: 'Reseptli məhsulların qaydası düzgün deyil.',
  needPrescription:
    'Səbətdə reseptlə satılan dərman var: baytar həkimin adını və klinikanı yazın və ya reseptin şəklini əlavə edin.',
  needVet: 'Baytar həkimin adını yazın (və ya reseptin şəklini əlavə edin).',
  needClinic: 'Klinikanın adını yazın (və ya reseptin şəklini əlavə edin).',
  askUs: 'Reseptlə satılan dərmanlar onlayn sifariş edilmir: {0}. Bizə WhatsApp-da yazın və ya zəng edin.',
  noPrescription: 'Bu sifarişdə resept yoxdur.',
  noPhoto: 'Bu sifarişin reseptinin şəkli yoxdur.',
} as const;

/** The checkout's and the order's words; the product page's "ask us" lines are UI.rxAskUs*. */
export const RX_TEXT = {
  checkoutTitle: 'Resept',
  checkoutLead:
    'Səbətdəki bu dərman(lar) reseptlə satılır: {0}. Baytar həkimin adını və klinikanı yazın və ya reseptin şəklini əlavə edin.',
  vetName: 'Baytar həkimin adı',
  clinic: 'Klinika',
  /** the photo is the alternative to the vet's name and clinic, not an extra */
  or: 'və ya',
  photo: 'Reseptin şəkli',
  choosePhoto: 'Şəkli seçin',
  noPhotoChosen: 'Şəkil seçilməyib',
  photoHint: 'JPEG, PNG və ya WebP, ən çox 10 MB.',
  callNote: 'Çatdırılmadan əvvəl resepti yoxlamaq üçün sizə zəng edəcəyik.',
  askUsCart: 'Reseptlə satılır: sifariş üçün bizə yazın',
  // customer
  customerNote: 'Sifarişdə reseptlə satılan dərman var: çatdırılmadan əvvəl resepti yoxlamaq üçün sizə zəng edəcəyik.',
} as const;
