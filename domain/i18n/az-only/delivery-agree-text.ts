/** The seller's words of a delivery "to be agreed" (issue 32, decision 0078): an address that names
 * no zone still orders; the seller sets the zone or the fee, and the customer is told the final
 * amount. The customer's words are DELIVERY_AGREE in domain/i18n/az|ru/delivery-text.ts. */
export const DELIVERY_AGREE_SELLER = {
  /** The seller's list and order page. */
  mark: 'Çatdırılma razılaşdırılmalıdır',
  setTitle: 'Çatdırılmanı təyin edin',
  setLead:
    'Ünvan heç bir zonaya uyğun gəlmədi. Zonanı seçin; haqqı boş qoysanız, zonanın haqqı (və pulsuz həddi) tətbiq olunur. Tamamlanana qədər təyin edilməsə, çatdırılma 0 ₼ sayılır.',
  zone: 'Zona',
  feeLabel: 'Çatdırılma haqqı, ₼ (istəyə görə)',
  save: 'Yadda saxla',
  saved: 'Çatdırılma təyin edildi; müştəriyə yekun məbləğ göndərildi.',
  failed: 'Çatdırılmanı təyin edərkən xəta baş verdi.',
  historySet: 'Çatdırılma təyin edildi',
  historySettled: 'Çatdırılma haqqı təyin edilmədi: tamamlananda 0 ₼ sayıldı',
  /** Refusals (decision 0120: a fee still to be agreed is set until completion). */
  notNow:
    'Çatdırılmanı yalnız gözləmədə olan sifarişdə, qəbul edilmiş sifarişdə isə haqqı hələ razılaşdırılmayıbsa təyin etmək olar.',
} as const;
