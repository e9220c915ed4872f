/** The API's Azerbaijani words of quick order and saved lists (issue 33 item 5). The pages' words
 * are in the catalogues (domain/i18n/az|ru/quick-order-text.ts). */
import { QUICK_ORDER_LIMITS } from './quick-order.ts';

export const QUICK_ORDER_MSG = {
  unknownCode: (code: string) => (code ? `“${code}” kodlu məhsul tapılmadı.` : 'Sətirdə məhsulun kodu yoxdur.'),
  empty: 'Siyahı boşdur: hər sətirdə məhsulun kodunu (SKU və ya barkod) və miqdarını yazın.',
  tooManyLines: `Bir dəfədə ən çox ${QUICK_ORDER_LIMITS.lines} sətir göndərmək olar.`,
  tooLong: `Mətn çox uzundur: ən çox ${QUICK_ORDER_LIMITS.chars} simvol.`,
  fileTooBig: `Fayl ən çox ${QUICK_ORDER_LIMITS.fileBytes / 1024 / 1024} MB ola bilər.`,
  added: (n: number) => `Səbətə ${n} məhsul əlavə olundu.`,
  nothingAdded: 'Heç bir sətir səbətə əlavə olunmadı: səhv sətirləri düzəldin.',
  listName: 'Siyahının adını yazın (ən çox 100 simvol).',
  listNotFound: 'Siyahı tapılmadı.',
  listEmpty: 'Siyahıda ən azı bir məhsul olmalıdır.',
  listSaved: 'Siyahı saxlanıldı.',
  listDeleted: 'Siyahı silindi.',
  cartEmpty: 'Səbət boşdur: saxlanacaq məhsul yoxdur.',
  badItem: 'Məhsul və miqdar (1–999) düzgün deyil.',
} as const;
