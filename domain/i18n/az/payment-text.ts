/** Words of paying (issue 34): the checkout's methods and why one is not offered, the bank details
 * to transfer to, an order's payment state and a company's statement. */

export const PAYMENT_UI = {
  methods: 'Ödəniş üsulu',
  method: {
    cod: 'Yerində ödəmə',
    prepay: 'Bank köçürməsi ilə əvvəlcədən ödəmə',
    terms: 'Möhlətli ödəniş: çatdırılmadan {0} gün ərzində bank köçürməsi',
  },
  why: {
    zoneNoCash: 'Bu zonada yerində ödəmə yoxdur: sifariş bank köçürməsi ilə əvvəlcədən ödənilir.',
    overLimit: 'Sifariş ({0}) kredit limitinizin qalığından ({1}) çoxdur: əvvəlcədən ödəmə ilə sifariş verin.',
  },
  remaining: 'Kredit limitinin qalığı: {0} (limit {1})',
  /** Replaces the confirmation's "paid on delivery" step for an order paid by transfer. */
  transferStep: 'Ödənişi bank köçürməsi ilə aşağıdakı rekvizitlərə edirsiniz; təyinatda sifariş nömrəsini yazın.',
  prepayNote: 'Sifarişdən sonra aşağıdakı rekvizitlərə köçürün; təyinatda sifariş nömrəsini yazın.',
  bankTitle: 'Ödəniş rekvizitləri',
  recipient: 'Alan',
  voen: 'VÖEN',
  bank: 'Bank',
  bankCode: 'Bankın kodu',
  corrAccount: 'Müxbir hesab',
  swift: 'SWIFT',
  iban: 'Hesab (IBAN)',
  purpose: 'Ödənişin təyinatı',
  purposeOrder: 'Sifariş № {0}',
  purposeLater: 'Sifarişin nömrəsi',
  vatIncluded: 'Qiymətlərə ƏDV ({0} %) daxildir.',
  vatExcluded: 'Qiymətlərə ƏDV ({0} %) daxil deyil.',
  state: { paid: 'Ödənilib', partly: 'Qismən ödənilib', unpaid: 'Ödənilməyib', overdue: 'Ödəmə vaxtı keçib' },
  paidOf: 'Ödənilib: {0}, qalıb: {1}',
  dueOn: 'Ödəmə tarixi: {0}',
  statement: 'Hesab çıxarışı',
  statementLead: 'Şirkətinizin sifarişləri, ödənişləri və borcu.',
  owed: 'Borc',
  overdue: 'Vaxtı keçmiş borc',
  limit: 'Kredit limiti',
  orders: 'Sifarişlər',
  payments: 'Ödənişlər',
  noOrders: 'Şirkətin hələ sifarişi yoxdur.',
  noPayments: 'Hələ ödəniş yoxdur.',
  order: 'Sifariş',
  date: 'Tarix',
  amount: 'Məbləğ',
  reference: 'Arayış',
  /** {0}: amount, {1}: remaining */
  overLimitRefused:
    'Sifariş məbləği ({0}) kredit limitinizin qalığından ({1}) çoxdur. Əvvəlcədən ödəmə ilə sifariş verə bilərsiniz.',
  codNotHere: 'Bu zonada yerində ödəmə yoxdur: bank köçürməsi ilə əvvəlcədən ödəməni seçin.',
  noTerms: 'Şirkətinizə möhlətli ödəniş verilməyib.',
} as const;
