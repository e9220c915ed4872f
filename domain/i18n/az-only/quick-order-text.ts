/** The API's Azerbaijani words of quick order and saved lists (issue 33 item 5). The pages' words
 * are in the bilingual catalogues (domain/i18n/az|ru/quick-order-text.ts). The limits come as
 * arguments from QUICK_ORDER_LIMITS (domain/trade/quick-order.ts), where they are set. */
export const QUICK_ORDER_MSG = {
  unknownCode: '“{0}” kodlu məhsul tapılmadı.',
  noCode: 'Sətirdə məhsulun kodu yoxdur.',
  empty: 'Siyahı boşdur: hər sətirdə məhsulun kodunu (SKU və ya barkod) və miqdarını yazın.',
  /** {0}: the most lines of one paste or file. */
  tooManyLines: 'Bir dəfədə ən çox {0} sətir göndərmək olar.',
  /** {0}: the most characters of a paste. */
  tooLong: 'Mətn çox uzundur: ən çox {0} simvol.',
  /** {0}: the largest file, in MB. */
  fileTooBig: 'Fayl ən çox {0} MB ola bilər.',
  added: 'Səbətə {0} məhsul əlavə olundu.',
  nothingAdded: 'Heç bir sətir səbətə əlavə olunmadı: səhv sətirləri düzəldin.',
  listName: 'Siyahının adını yazın (ən çox 100 simvol).',
  listNotFound: 'Siyahı tapılmadı.',
  listEmpty: 'Siyahıda ən azı bir məhsul olmalıdır.',
  listSaved: 'Siyahı saxlanıldı.',
  listDeleted: 'Siyahı silindi.',
  cartEmpty: 'Səbət boşdur: saxlanacaq məhsul yoxdur.',
  badItem: 'Məhsul və miqdar (1–999) düzgün deyil.',
} as const;
