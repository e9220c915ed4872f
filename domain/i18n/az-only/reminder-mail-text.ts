/** The payment reminders' e-mails (issue 34 item 4). Azerbaijani only: the reminders have always
 * been written in Azerbaijani whatever the order's language. Each lead takes {0}: the amount
 * outstanding, {1}: the days before a prepayment is cancelled, {2}: the due date. */
export const REMINDER_MAIL = {
  greeting: 'Salam, {0}!',
  subject: {
    prepayReminder: 'Sifariş № {0}: ödənişi gözləyirik',
    prepayCancel: 'Sifariş № {0} ödənilmədiyi üçün ləğv edildi',
    termsBefore: 'Sifariş № {0}: ödəmə tarixi yaxınlaşır',
    termsAfter: 'Sifariş № {0}: ödəmə tarixi keçib',
  },
  lead: {
    prepayReminder:
      'Sifarişinizin ödənişi ({0}) hələ daxil olmayıb. {1} gün ərzində ödənilməsə, sifariş ləğv ediləcək.',
    prepayCancel: 'Sifarişiniz {1} gün ərzində ödənilmədiyi üçün ləğv edildi. Yenidən sifariş verə bilərsiniz.',
    termsBefore: 'Sifarişinizin ödəmə tarixi {2}. Ödənilməli məbləğ: {0}.',
    termsAfter: 'Sifarişinizin ödəmə tarixi ({2}) keçib. Ödənilməli məbləğ: {0}. Zəhmət olmasa, ödənişi gecikdirməyin.',
  },
} as const;
