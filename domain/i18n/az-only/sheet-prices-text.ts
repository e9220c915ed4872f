/** The seller's words for the group price columns of the catalogue sheet (decision 0094);
 * Azerbaijani only (decision 0153). */
export const SHEET_PRICE_MSG = {
  badCell:
    'Qrup qiyməti 0 ilə 1 000 000 ₼ arasında, ən çox iki onluq rəqəmli məbləğ olmalıdır (məs. 12,50); qiyməti silmək üçün "-" yazın.',
  unknownGroup:
    'Naməlum müştəri qrupu: "{0}". Sütun başlığı "Qiymət: <qrupun adı>" kimi, mövcud qrupun adı ilə olmalıdır.',
} as const;
