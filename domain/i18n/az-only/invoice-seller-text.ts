/** The seller's and the API's words about invoices (issue 34 items 3 and 6): Azerbaijani only.
 * {0} in the document links and the credit question: the document's number. */
export const INVOICE_MSG = {
  notFound: 'Sənəd tapılmadı.',
  noProforma: 'Bu sifariş bank köçürməsi ilə ödənilmir: proforma hesab yoxdur.',
  notInvoiced: 'Bu sifarişin ləğv edilməmiş hesab-fakturası yoxdur.',
  alreadyCredited: 'Bu hesab-faktura artıq kredit qeydi ilə ləğv edilib.',
  onlyInvoice: 'Kredit qeydi yalnız hesab-fakturaya yazılır.',
  badPeriod: 'Dövrü düzgün yazın: başlanğıc və son tarix (İİİİ-AA-GG), başlanğıc sondan sonra ola bilməz.',
  periodTooLong: 'Dövr ən çox 366 gün ola bilər.',
  badFormat: 'Format csv və ya xlsx olmalıdır.',
} as const;

export const KIND_LABEL = { invoice: 'Hesab-faktura', credit: 'Kredit qeydi' } as const;

/** The export's columns, as 1C's import reads them (decision 0109). */
export const EXPORT_HEADERS = {
  date: 'Tarix',
  kind: 'Sənədin növü',
  number: 'Nömrə',
  creditOf: 'Əsas sənəd',
  orderNumber: 'Sifariş',
  buyerVoen: 'Alıcının VÖEN-i',
  buyerName: 'Alıcı',
  net: 'ƏDV-siz məbləğ',
  vatRate: 'ƏDV dərəcəsi',
  vat: 'ƏDV',
  total: 'Cəmi',
  currency: 'Valyuta',
} as const;

export const SUMMARY_HEADERS = {
  month: 'Ay',
  invoices: 'Hesab-fakturalar',
  credits: 'Kredit qeydləri',
  net: 'ƏDV-siz məbləğ',
  vat: 'ƏDV',
  total: 'Cəmi',
} as const;

export const PAYMENT_EXPORT_HEADERS = {
  date: 'Ödəniş tarixi',
  orderNumber: 'Sifariş',
  buyerVoen: 'Alıcının VÖEN-i',
  buyerName: 'Alıcı',
  method: 'Ödəniş üsulu',
  reference: 'Bank arayışı',
  amount: 'Məbləğ',
  currency: 'Valyuta',
} as const;

export const EXPORT_SHEETS = { documents: 'Sənədlər', summary: 'Aylar üzrə', payments: 'Ödənişlər' } as const;

export const INVOICE_SELLER_TEXT = {
  documentsTitle: 'Sənədlər',
  proforma: 'Proforma hesab {0} (PDF)',
  invoice: 'Hesab-faktura {0} (PDF)',
  credit: 'Kredit qeydi {0} (PDF)',
  none: 'Sifariş tamamlananda hesab-faktura yazılır.',
  issueCredit: 'Kredit qeydi yazın',
  creditQuestion:
    'Hesab-faktura {0} kredit qeydi ilə ləğv edilsin? Kredit qeydi öz nömrəsi ilə yazılır və dəyişdirilmir.',
  creditIssued: 'Kredit qeydi yazıldı.',
  creditFailed: 'Kredit qeydi yazılmadı.',
} as const;
