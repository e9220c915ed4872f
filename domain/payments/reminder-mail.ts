/** The reminders' e-mails (issue 34 item 4), in Azerbaijani; the words are REMINDER_MAIL
 * (domain/i18n/az-only/reminder-mail-text.ts). */
import { formatDate, formatMoney } from '../shared/format.ts';
import { textsIn } from '../i18n/texts-in.ts';
import { toManat } from '../shared/money.ts';
import type { ShopSettings } from '../settings/settings-schema.ts';
import { bankLines } from './bank-lines.ts';
import type { ReminderKind } from './reminders.ts';

export type ReminderOrder = { number: number; customerName: string; outstandingQepik: number; dueAt: Date | null };

export function reminderMail(kind: ReminderKind, o: ReminderOrder, shop: ShopSettings) {
  const { REMINDER_MAIL: M } = textsIn('az');
  const due = o.dueAt ? formatDate(o.dueAt.toISOString()) : '';
  const lead = M.lead[kind](formatMoney(toManat(o.outstandingQepik)), shop.prepayCancelDays, due);
  const pay = kind === 'prepayCancel' ? [] : ['', ...bankLines(shop, o.number)];
  const text = [M.greeting(o.customerName), '', lead, ...pay, '', shop.legalName].join('\n');
  return { subject: M.subject[kind](o.number), text };
}
