/** The words of prescription-only (Rx) items at checkout and on orders (decision 0053). */
export const RX_MESSAGES = {
  badMode: 'Reseptli məhsulların qaydası düzgün deyil.',
  needPrescription:
    'Səbətdə reseptlə satılan dərman var: baytar həkimin adını və klinikanı yazın və ya reseptin şəklini əlavə edin.',
  needVet: 'Baytar həkimin adını yazın (və ya reseptin şəklini əlavə edin).',
  needClinic: 'Klinikanın adını yazın (və ya reseptin şəklini əlavə edin).',
  askUs: (names: string) =>
    `Reseptlə satılan dərmanlar onlayn sifariş edilmir: ${names}. Bizə WhatsApp-da yazın və ya zəng edin.`,
  noPrescription: 'Bu sifarişdə resept yoxdur.',
  noPhoto: 'Bu sifarişin reseptinin şəkli yoxdur.',
} as const;

/** The checkout's fields each refusal of prescriptionProblem() (rx.ts) is about, so the page marks
 * them: beside the messages, so the cart's JavaScript takes no schema module for it. */
export type PrescriptionField = 'vetName' | 'clinic' | 'prescriptionPhoto';
export function prescriptionProblemFields(message: string | undefined): PrescriptionField[] {
  if (message === RX_MESSAGES.needPrescription) return ['vetName', 'clinic', 'prescriptionPhoto'];
  if (message === RX_MESSAGES.needVet) return ['vetName'];
  if (message === RX_MESSAGES.needClinic) return ['clinic'];
  return [];
}

/** The checkout's and the order's words; the product page's "ask us" lines are UI.rxAskUs* in
 * storefront-text.ts, so its first-load JavaScript carries none of these. */
export const RX_TEXT = {
  checkoutTitle: 'Resept',
  checkoutLead: (names: string) =>
    `Səbətdəki bu dərman(lar) reseptlə satılır: ${names}. Baytar həkimin adını və klinikanı yazın və ya reseptin şəklini əlavə edin.`,
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
