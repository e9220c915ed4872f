/** The reminders' e-mails (issue 34 item 4), in Azerbaijani. */
import { formatDate, formatMoney } from '../shared/format.ts';
import { toManat } from '../shared/money.ts';
import type { ShopSettings } from '../settings/settings-schema.ts';
import { bankLines } from './bank-lines.ts';
import type { ReminderKind } from './reminders.ts';

export type ReminderOrder = { number: number; customerName: string; outstandingQepik: number; dueAt: Date | null };
const money = (q: number) => formatMoney(toManat(q));

const SUBJECTS: Record<ReminderKind, (n: number) => string> = {
  prepayReminder: (n) => `Sifariş № ${n}: ödənişi gözləyirik`,
  prepayCancel: (n) => `Sifariş № ${n} ödənilmədiyi üçün ləğv edildi`,
  termsBefore: (n) => `Sifariş № ${n}: ödəmə tarixi yaxınlaşır`,
  termsAfter: (n) => `Sifariş № ${n}: ödəmə tarixi keçib`,
};

function lead(kind: ReminderKind, o: ReminderOrder, s: ShopSettings): string {
  const due = o.dueAt ? formatDate(o.dueAt.toISOString()) : '';
  switch (kind) {
    case 'prepayReminder':
      return `Sifarişinizin ödənişi (${money(o.outstandingQepik)}) hələ daxil olmayıb. ${s.prepayCancelDays} gün ərzində ödənilməsə, sifariş ləğv ediləcək.`;
    case 'prepayCancel':
      return `Sifarişiniz ${s.prepayCancelDays} gün ərzində ödənilmədiyi üçün ləğv edildi. Yenidən sifariş verə bilərsiniz.`;
    case 'termsBefore':
      return `Sifarişinizin ödəmə tarixi ${due}. Ödənilməli məbləğ: ${money(o.outstandingQepik)}.`;
    case 'termsAfter':
      return `Sifarişinizin ödəmə tarixi (${due}) keçib. Ödənilməli məbləğ: ${money(o.outstandingQepik)}. Zəhmət olmasa, ödənişi gecikdirməyin.`;
  }
}

export function reminderMail(kind: ReminderKind, o: ReminderOrder, shop: ShopSettings) {
  const pay = kind === 'prepayCancel' ? [] : ['', ...bankLines(shop, o.number)];
  const text = [`Salam, ${o.customerName}!`, '', lead(kind, o, shop), ...pay, '', shop.legalName].join('\n');
  return { subject: SUBJECTS[kind](o.number), text };
}
