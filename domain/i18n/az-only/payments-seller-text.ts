/** The seller's words of payments (issue 34): the settings' bank fields, payments, balances,
 * credit terms, and the API's refusals. Azerbaijani only (decision 0153): the panel reads them
 * with useText(), the API with textsIn('az'); the settings' schema, checked in the browser too,
 * fills PAYMENT_SETTINGS_MSG's raw messages (domain/i18n/fill.ts). */
import type { PaymentState } from '../../payments/state.ts';

export const PAYMENT_SETTINGS_MSG = {
  bankName: 'Bankın adı',
  bankCode: 'Bankın kodu 6 rəqəmdən ibarət olmalıdır.',
  swift: 'SWIFT kodu 8 və ya 11 simvol olmalıdır (məs. AIIBAZ2X).',
  ibanFormat: 'IBAN AZ, 2 yoxlama rəqəmi, bankın 4 hərfi və 20 simvoldan ibarət olmalıdır (28 simvol).',
  ibanChecksum: 'IBAN-ın yoxlama rəqəmləri düz gəlmir: nömrəni bankın sənədindən yenidən köçürün.',
  vatIncluded: 'ƏDV daxildirmi: true və ya false.',
  vatRate: 'ƏDV dərəcəsi 0 ilə 50 % arasında olmalıdır.',
  prepayRemindDays: 'Əvvəlcədən ödəniş üçün xatırlatma günü',
  prepayCancelDays: 'Ödənilməmiş sifarişin ləğvi günü',
  termsRemindDays: 'Ödəmə tarixindən əvvəl xatırlatma günü',
  days: '{0} tam ədəd olmalıdır (1 və ya çox).',
} as const;

export const BANK_FIELDS_TEXT = {
  legend: 'Bank rekvizitləri və ƏDV',
  lead: 'Bank köçürməsi ilə ödəyən müştəriyə kassada, sifariş səhifəsində və məktubda göstərilir.',
  bankName: 'Bankın adı',
  bankCode: 'Bankın kodu',
  bankCorrAccount: 'Müxbir hesab',
  bankSwift: 'SWIFT',
  bankIban: 'Hesab (IBAN)',
  vatIncluded: 'Qiymətlərə ƏDV daxildir',
  vatRate: 'ƏDV dərəcəsi (%)',
  prepayRemindDays: 'Əvvəlcədən ödəniş: neçə gündən sonra xatırlatmaq',
  prepayCancelDays: 'Əvvəlcədən ödəniş: neçə gündən sonra ləğv etmək',
  termsRemindDays: 'Möhlətli ödəniş: ödəmə tarixindən neçə gün əvvəl xatırlatmaq',
} as const;

export const PAYMENT_STATE_TEXT = {
  paid: 'Ödənilib',
  partly: 'Qismən ödənilib',
  unpaid: 'Ödənilməyib',
  overdue: 'Vaxtı keçib',
} as const satisfies Record<PaymentState, string>;

export const PAYMENT_KIND_TEXT = { bank: 'Bank köçürməsi', cash: 'Nağd', card: 'Kart' } as const;

export const PAYMENTS_MSG = {
  orderNotFound: 'Sifariş tapılmadı.',
  companyNotFound: 'Şirkət tapılmadı.',
  paymentNotFound: 'Ödəniş tapılmadı.',
  amount: 'Məbləğ 0,01 ₼-dan böyük olmalıdır, ən çox iki onluq rəqəmlə.',
  date: 'Ödəniş tarixi İİİİ-AA-GG şəklində olmalıdır və gələcəkdə ola bilməz.',
  method: 'Ödəniş üsulu: bank, cash və ya card.',
  reference: 'Bank arayışı ən çox 100 simvol ola bilər.',
  key: 'Açar 1–255 simvol olmalıdır.',
  overpaid: 'Məbləğ qalan borcdan çoxdur: qalıb {0}.', // the amount left, formatted
  cancelled: 'Ləğv edilmiş sifarişə ödəniş yazmaq olmaz.',
  keyReused: 'Bu açar başqa ödəniş üçün işlədilib.',
  alreadyReversed: 'Bu ödəniş artıq geri qaytarılıb.',
  reverseReversal: 'Geri qaytarma yazısını geri qaytarmaq olmaz: ödənişi yenidən yazın.',
  recorded: 'Ödəniş yazıldı.',
  replayed: 'Bu ödəniş artıq yazılıb.',
  reversed: 'Ödəniş geri qaytarıldı (əks yazı).',
  termsDays: 'Möhlət 1 ilə 180 gün arasında olmalıdır.',
  creditLimit: 'Kredit limiti 0 ilə 10 000 000 ₼ arasında olmalıdır.',
  termsSaved: 'Ödəniş şərtləri yadda saxlanıldı.',
  termsNeedApproved: 'Ödəniş şərtləri yalnız təsdiqlənmiş şirkətə verilir.',
} as const;

export const PAYMENTS_PANEL = {
  title: 'Ödənişlər',
  state: 'Vəziyyət',
  amount: 'Məbləğ (₼)',
  paid: 'Ödənilib',
  outstanding: 'Qalıq',
  due: 'Ödəmə tarixi',
  paidOn: 'Tarix',
  method: 'Üsul',
  reference: 'Bank arayışı',
  by: 'Yazan',
  none: 'Hələ ödəniş yazılmayıb.',
  record: 'Ödənişi yaz',
  recordTitle: 'Ödəniş yaz',
  reverse: 'Geri qaytar',
  reverseConfirm: 'Bu ödəniş əks yazı ilə geri qaytarılsın? Ödəniş silinmir, mənfi məbləğlə ikinci yazı əlavə olunur.',
  reversal: 'Əks yazı',
  failed: 'Ödəniş yazılmadı.',
  overdueTitle: 'Vaxtı keçmiş ödənişlər',
  overdueLead: 'Ödəmə tarixi keçmiş və tam ödənilməmiş sifarişlər, ən köhnəsi əvvəl.',
  noOverdue: 'Vaxtı keçmiş ödəniş yoxdur.',
  company: 'Şirkət',
  customer: 'Müştəri',
  order: 'Sifariş',
  termsTitle: 'Ödəniş şərtləri',
  termsLead:
    'Möhlət çatdırılmadan sayılır; limit ödənilməmiş möhlətli sifarişlərin cəmidir. Hər ikisini boş qoysanız, şirkət əvvəlcədən ödəyir.',
  termsDays: 'Möhlət (gün)',
  creditLimit: 'Kredit limiti (₼)',
  saveTerms: 'Şərtləri yadda saxla',
  balance: 'Balans',
  owed: 'Borc',
  overdue: 'Vaxtı keçmiş',
  remaining: 'Limitin qalığı',
  statement: 'Hesab çıxarışı',
} as const;
