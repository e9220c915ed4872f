/** The company's statement as PDF, in Russian. */
import type * as AZ from '../az/statement-text.ts';
import type { Shape } from '../catalogue.ts';

export const STATEMENT_DOC = {
  title: 'Акт сверки расчётов',
  period: 'Период: {0} – {1}',
  issued: 'Дата: {0}',
  company: 'Покупатель',
  seller: 'Продавец',
  voen: 'ИНН: {0}',
  colDate: 'Дата',
  colEntry: 'Операция',
  colDebit: 'Долг',
  colCredit: 'Оплата',
  colBalance: 'Сальдо',
  opening: 'Сальдо на начало периода',
  closing: 'Сальдо на конец периода',
  totals: 'Итого за период',
  order: 'Заказ № {0}',
  cancelled: 'Заказ № {0} (отменён)',
  invoice: 'Счёт-фактура № {0} (заказ № {1}): {2}',
  credit: 'Кредит-нота № {0} (заказ № {1}): {2}',
  payment: 'Оплата, заказ № {0}',
  paymentRef: 'Оплата, заказ № {0} ({1})',
  settled: 'Оплачено при получении, заказ № {0}',
  none: 'За этот период операций нет.',
  currencyNote: 'Суммы в AZN. Положительное сальдо — ваш долг, отрицательное — ваш аванс.',
  documentsNote: 'Счета-фактуры и кредит-ноты приведены для сведения: долг возникает по заказу.',
  pdfTitle: 'Акт сверки (PDF)',
  from: 'С',
  to: 'По',
  download: 'Скачать PDF',
} as const satisfies Shape<typeof AZ.STATEMENT_DOC>;
