/** The shop's copy of a new order (domain/orders/order-mails.ts): Azerbaijani whatever the order's
 * language, which it names (decision 0114). */
export const NEW_ORDER_MAIL = {
  /** {0}: the order's number; {1}: its amount, formatted. */
  subject: 'Yeni sifariş: № {0} — {1}',
  lead: 'Yeni sifariş daxil oldu.',
  number: 'Sifariş № {0}',
  date: 'Tarix: {0}',
  /** {0}: the customer's name; {1}: their e-mail. */
  customer: 'Müştəri: {0} <{1}>',
  russianCustomer: 'Müştərinin dili: rus dili',
  /** {0}: who receives it; {1}: their phone. */
  recipient: 'Alıcı: {0}, telefon {1}',
  address: 'Ünvan: {0}',
  view: 'Sifarişə baxmaq: {0}',
} as const;
