/** The words of the seller's order pages, overview and delivery note (issue 10). {0} in the
 * messages: the order's number, or in `found` how many orders. */

export const ORDERS_TEXT = {
  typeNumberTitle: 'Sifariş № {0} tamamlanıb və ödənilib. Silinsin?',
  typeNumberHint: 'Bu maliyyə qeydidir. Silmək üçün sifarişin nömrəsini yazın.',
  typeNumberLabel: 'Sifarişin nömrəsi',
  deleteForever: 'Həmişəlik sil',
  history: 'Tarixçə',
  noHistory: 'Tarixçə yoxdur.',
  deleted: 'Silindi',
  placed: 'Sifariş verildi',
  actor: { customer: 'Müştəri', seller: 'Satıcı', system: 'Sistem' },
  openOrder: 'Sifarişə bax',
  backToOrders: 'Sifarişlərə qayıt',
  printNote: 'Çatdırılma qaiməsini çap et',
  phone: 'Telefon',
  customer: 'Müştəri',
  lines: 'Məhsullar',
  delivery: 'Çatdırılma',
  notFoundTitle: 'Sifariş tapılmadı',
  total: 'Ümumi məbləğ',
  status: 'Status',
  email: 'E-poçt',
  // list
  search: 'Axtarış',
  searchHint: 'Nömrə, ad, e-poçt və ya telefon',
  from: 'Tarixdən',
  to: 'Tarixədək',
  apply: 'Göstər',
  reset: 'Təmizlə',
  all: 'Hamısı',
  statusFilter: 'Status üzrə süzgəc',
  exportCsv: 'CSV yüklə',
  found: '{0} sifariş',
  nothingFound: 'Bu şərtlərə uyğun sifariş tapılmadı.',
  deletedOrder: 'Sifariş № {0} silinib. Tarixçəsi qalır:',
  // overview
  overview: 'İcmal',
  waiting: 'Qəbul gözləyən sifarişlər',
  inProgress: 'Qəbul edilib, tamamlanmayıb',
  ordersToday: 'Bu gün sifarişlər',
  revenueToday: 'Bu gün tamamlanmış satış',
  ordersMonth: 'Bu ay sifarişlər',
  revenueMonth: 'Bu ay tamamlanmış satış',
  outOfStock: 'Stokda olmayan məhsullar',
  revenueHint: 'Tamamlanmış sifarişlərin məbləği',
} as const;

/** How each status filter reads with its count ("3 yeni"); the keys are order-filters.ts's. */
export const STATUS_FILTER_LABEL = {
  new: 'yeni',
  accepted: 'qəbul edilib',
  completed: 'tamamlanıb',
  cancelled: 'ləğv edilib',
} as const;

/** The columns of the accountant's CSV of orders (issue 10; domain/orders/orders-csv.ts), in their
 * order, read with textsIn('az') by the export. A header holds no `{`, `}` or `'`: compiled, it is
 * the same text as in the files the accountant already keeps. */
export const ORDERS_CSV_HEADERS = {
  number: 'Nömrə',
  date: 'Tarix',
  status: 'Status',
  customer: 'Müştəri',
  email: 'E-poçt',
  recipient: 'Alıcı',
  phone: 'Telefon',
  address: 'Ünvan',
  items: 'Məhsullar',
  amount: 'Məbləğ (₼)',
  payment: 'Ödəniş',
  paid: 'Ödənilib',
  zone: 'Çatdırılma zonası',
  deliveryFee: 'Çatdırılma haqqı (₼)',
  deliveryDays: 'Çatdırılma müddəti',
} as const;
