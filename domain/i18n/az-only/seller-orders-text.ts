/** The words of the seller's order pages, overview and delivery note (issue 10). */
import type { OrderStatus } from './order-status.ts';
import { ORDER_STATUS } from './order-status.ts';

export const ORDERS_TEXT = {
  typeNumberTitle: (number: number) => `Sifariş № ${number} tamamlanıb və ödənilib. Silinsin?`,
  typeNumberHint: 'Bu maliyyə qeydidir. Silmək üçün sifarişin nömrəsini yazın.',
  typeNumberLabel: 'Sifarişin nömrəsi',
  deleteForever: 'Həmişəlik sil',
  history: 'Tarixçə',
  noHistory: 'Tarixçə yoxdur.',
  deleted: 'Silindi',
  placed: 'Sifariş verildi',
  actor: { customer: 'Müştəri', seller: 'Satıcı', system: 'Sistem' } as Record<string, string>,
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
  found: (n: number) => `${n} sifariş`,
  nothingFound: 'Bu şərtlərə uyğun sifariş tapılmadı.',
  deletedOrder: (number: number) => `Sifariş № ${number} silinib. Tarixçəsi qalır:`,
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

/** Filter names in addresses (`?status=new`) and how each filter reads with its count ("3 yeni"). */
export const STATUS_FILTERS = [
  { key: 'new', status: ORDER_STATUS.sent, label: 'yeni' },
  { key: 'accepted', status: ORDER_STATUS.accepted, label: 'qəbul edilib' },
  { key: 'completed', status: ORDER_STATUS.completed, label: 'tamamlanıb' },
  { key: 'cancelled', status: ORDER_STATUS.cancelled, label: 'ləğv edilib' },
] as const satisfies readonly { key: string; status: OrderStatus; label: string }[];

export type StatusFilterKey = (typeof STATUS_FILTERS)[number]['key'];
