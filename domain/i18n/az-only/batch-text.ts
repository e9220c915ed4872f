/** The seller's words about batches, receipts, write-offs and recalls (issue 41). Azerbaijani
 * only (decision 0153): the panel reads them with useText(), the API and services with
 * textsIn('az'). */
import { EXPIRY_HORIZON_DAYS, type BatchState, type WriteOffReason } from '../../stock/batches.ts';

export const BATCH_TEXT = {
  oldStock: 'köhnə qalıq',
  supplierRequired: 'Tədarükçünü yazın.',
  dateInvalid: 'Tarix gün.ay.il (məs. 15.03.2026) kimi olmalıdır.',
  linesRequired: 'Ən azı bir sətir yazın.',
  tooManyLines: 'Bir mədaxildə ən çox 500 sətir ola bilər.',
  productRequired: 'Məhsulu seçin və ya SKU/barkodunu yazın.',
  productUnknown: '"{0}" kodlu məhsul tapılmadı.',
  notBatchTracked: '"{0}" seriya ilə izlənmir: əvvəlcə onun stokunu izləyin.',
  batchRequired: 'Seriya nömrəsini yazın.',
  batchTooLong: 'Seriya nömrəsi 60 simvoldan uzun olmamalıdır.',
  expiryInvalid: 'Son istifadə tarixi ay.il (03.2027) və ya gün.ay.il kimi olmalıdır.',
  expiryPast: 'Son istifadə tarixi keçib: belə seriya qəbul edilmir.',
  expiryDiffers: '"{0}" seriyası artıq {1} tarixi ilə qeydə alınıb.',
  quantityInvalid: 'Miqdar 1 ilə 1 000 000 arasında tam ədəd olmalıdır.',
  priceInvalid: 'Alış qiyməti 0 ilə 1 000 000 ₼ arasında olmalıdır.',
  line: '{0}-ci sətir: {1}',
  received: 'Mədaxil qeydə alındı: {0} sətir, {1} ədəd.',
  batchNotFound: 'Seriya tapılmadı.',
  batchBelowZero: 'Bu seriyada cəmi {0} ədəd var.',
  writeOffReasonRequired: 'Silinmənin səbəbini seçin.',
  writtenOff: '{0} ədəd silindi.',
  blocked: 'Seriya satışdan çıxarıldı.',
  unblocked: 'Seriya yenidən satışdadır.',
} as const;

export const WRITE_OFF_LABEL = { expired: 'Vaxtı keçib', damaged: 'Zədələnib' } as const satisfies Record<
  WriteOffReason,
  string
>;

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
  soon: '{0} gün qalıb',
  offSale: 'satışda deyil',
  blocked: 'bloklanıb',
  line: 'Seriya {0} · {1} · {2} ədəd',
  more: '{1} seriyadan ilk {0}-i göstərilir.',
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
  } as const satisfies Record<BatchState, string>,
  soldOut: 'Qalmayıb',
  actions: 'Əməliyyatlar',
  block: 'Blokla',
  unblock: 'Blokdan çıxar',
  recall: 'Geri çağırış',
  aboutBatch: '{0}: seriya {1}',
  writeOffTitle: 'Silinmə',
  writeOffBatch: 'Seriya',
  writeOffQuantity: 'Miqdar',
  writeOffReason: 'Səbəb',
  writeOffNote: 'Qeyd (istəyə görə)',
  writeOffSubmit: 'Sil',
  choose: 'Seçin',
  batchOption: '{0} · {1} · {2} ədəd',
} as const;
