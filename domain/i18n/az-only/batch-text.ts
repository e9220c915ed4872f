/** The seller's words about batches, receipts, write-offs and recalls (issue 41); Azerbaijani,
 * as the seller panel is. */
import { EXPIRY_HORIZON_DAYS, type BatchState } from './batches.ts';
export const BATCH_TEXT = {
  oldStock: 'köhnə qalıq',
  supplierRequired: 'Tədarükçünü yazın.',
  dateInvalid: 'Tarix gün.ay.il (məs. 15.03.2026) kimi olmalıdır.',
  linesRequired: 'Ən azı bir sətir yazın.',
  tooManyLines: 'Bir mədaxildə ən çox 500 sətir ola bilər.',
  productRequired: 'Məhsulu seçin və ya SKU/barkodunu yazın.',
  productUnknown: (code: string) => `"${code}" kodlu məhsul tapılmadı.`,
  notBatchTracked: (name: string) => `"${name}" seriya ilə izlənmir: əvvəlcə onun stokunu izləyin.`,
  batchRequired: 'Seriya nömrəsini yazın.',
  batchTooLong: 'Seriya nömrəsi 60 simvoldan uzun olmamalıdır.',
  expiryInvalid: 'Son istifadə tarixi ay.il (03.2027) və ya gün.ay.il kimi olmalıdır.',
  expiryPast: 'Son istifadə tarixi keçib: belə seriya qəbul edilmir.',
  expiryDiffers: (number: string, expiry: string) => `"${number}" seriyası artıq ${expiry} tarixi ilə qeydə alınıb.`,
  quantityInvalid: 'Miqdar 1 ilə 1 000 000 arasında tam ədəd olmalıdır.',
  priceInvalid: 'Alış qiyməti 0 ilə 1 000 000 ₼ arasında olmalıdır.',
  line: (n: number, message: string) => `${n}-ci sətir: ${message}`,
  received: (lines: number, units: number) => `Mədaxil qeydə alındı: ${lines} sətir, ${units} ədəd.`,
  batchNotFound: 'Seriya tapılmadı.',
  batchBelowZero: (left: number) => `Bu seriyada cəmi ${left} ədəd var.`,
  writeOffReasonRequired: 'Silinmənin səbəbini seçin.',
  writtenOff: (n: number) => `${n} ədəd silindi.`,
  blocked: 'Seriya satışdan çıxarıldı.',
  unblocked: 'Seriya yenidən satışdadır.',
} as const;

export const WRITE_OFF_REASONS = ['expired', 'damaged'] as const;
export type WriteOffReason = (typeof WRITE_OFF_REASONS)[number];
export const WRITE_OFF_LABEL: Record<WriteOffReason, string> = { expired: 'Vaxtı keçib', damaged: 'Zədələnib' };

/** The goods-in page (/seller/receipts): one line a post, on a phone in the warehouse. */
export const RECEIPT_UI = {
  title: 'Mədaxil',
  lead: 'Barkodu skan edin və ya SKU-nu yazın, seriya, son istifadə tarixi və miqdarı daxil edin. Tədarükçü və sənəd növbəti sətir üçün yadda qalır.',
  supplier: 'Tədarükçü',
  date: 'Tarix',
  documentNumber: 'Sənəd nömrəsi',
  code: 'Barkod və ya SKU',
  batch: 'Seriya',
  expiry: 'Son istifadə tarixi (ay.il və ya gün.ay.il)',
  quantity: 'Miqdar',
  purchasePrice: 'Alış qiyməti, ₼ (istəyə görə)',
  submit: 'Qəbul et',
} as const;

/** The overview's expiry list (issue 41 item 6). */
export const EXPIRY_UI = {
  title: 'Son istifadə tarixi yaxınlaşan seriyalar',
  lead: `Anbarda qalan, vaxtı keçmiş və ya ${EXPIRY_HORIZON_DAYS} gün ərzində keçəcək seriyalar.`,
  none: `Yaxın ${EXPIRY_HORIZON_DAYS} gündə vaxtı keçən seriya yoxdur.`,
  expired: 'Vaxtı keçib',
  soon: (days: number) => `${days} gün qalıb`,
  offSale: 'satışda deyil',
  blocked: 'bloklanıb',
  line: (number: string, expiry: string, quantity: number) => `Seriya ${number} · ${expiry} · ${quantity} ədəd`,
  more: (shown: number, total: number) => `${total} seriyadan ilk ${shown}-i göstərilir.`,
} as const;

/** A product's batches on its edit page (issue 41 item 6): state, block, write-off, recall. */
export const BATCHES_UI = {
  title: 'Seriyalar',
  none: 'Bu məhsulun hələ seriyası yoxdur: mədaxil onları yaradır.',
  number: 'Seriya',
  expiry: 'Son istifadə',
  quantity: 'Anbarda',
  state: 'Satış',
  states: {
    sellable: 'Satılır',
    lastDays: 'Son günləri: satılmır',
    expired: 'Vaxtı keçib',
    blocked: 'Bloklanıb',
  } satisfies Record<BatchState, string>,
  soldOut: 'Qalmayıb',
  actions: 'Əməliyyatlar',
  block: 'Blokla',
  unblock: 'Blokdan çıxar',
  recall: 'Geri çağırış',
  aboutBatch: (label: string, number: string) => `${label}: seriya ${number}`,
  writeOffTitle: 'Silinmə',
  writeOffBatch: 'Seriya',
  writeOffQuantity: 'Miqdar',
  writeOffReason: 'Səbəb',
  writeOffNote: 'Qeyd (istəyə görə)',
  writeOffSubmit: 'Sil',
  choose: 'Seçin',
  batchOption: (number: string, expiry: string, quantity: number) => `${number} · ${expiry} · ${quantity} ədəd`,
} as const;
