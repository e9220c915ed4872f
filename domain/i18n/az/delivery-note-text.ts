/** The printed delivery note (çatdırılma qaiməsi), a paper handed to the customer: printed in the
 * order's language (decision 0115); the seller's screen around it stays Azerbaijani. */
export const DELIVERY_NOTE = {
  title: 'Çatdırılma qaiməsi',
  orderNumber: 'Sifariş № {0}',
  date: 'Tarix',
  taxId: 'VÖEN {0}',
  recipient: 'Alıcı',
  customer: 'Müştəri',
  phone: 'Telefon',
  address: 'Ünvan',
  product: 'Məhsul',
  withdrawalHead: 'Gözləmə müddəti (ət / süd / yumurta)',
  rxItem: 'Resept tələb olunur',
  quantity: 'Say',
  unitPrice: 'Qiymət',
  lineTotal: 'Cəmi',
  total: 'Ümumi məbləğ',
  payment: 'Ödəniş',
  /** A licensed clinic's Rx order: the licence that stood for the prescription (decision 0122). */
  rxLicence: 'Resept əvəzinə lisenziya: № {0}, {1} tarixinədək etibarlıdır ({2})',
  signatures: 'Təhvil verdi: ____________    Qəbul etdi: ____________',
} as const;
