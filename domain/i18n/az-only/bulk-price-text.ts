/** The seller's words for editing a group's prices many at a time, and a product's prices per
 * group on its page (issue 33, decision 0093). Seller panel and API: Azerbaijani only. */
export const BULK_PRICE_MSG = {
  oneAction:
    'Bir əməliyyat seçin: hamısına eyni qiymət, siyahı qiymətindən faiz endirimi və ya qrup qiymətlərini silmək.',
  noProducts: 'Bu seçimə uyğun məhsul tapılmadı.',
  /** {0}: the most products one change may touch. */
  tooMany: 'Bir dəfəyə ən çox {0} məhsulun qiyməti dəyişdirilə bilər: kateqoriya və ya axtarışla daraldın.',
  done: '{0} məhsulun qrup qiyməti yeniləndi.',
  cleared: '{0} məhsulun qrup qiyməti silindi: onlar qrupun faizi ilə satılır.',
} as const;

export const BULK_PRICE_UI = {
  title: 'Toplu qiymət',
  lead: 'Kateqoriya və ya axtarışla məhsulları seçin, sonra hamısına eyni qiymət və ya siyahı qiymətindən faiz endirimi verin. Həcm endirimləri və miqdar qaydaları dəyişmir.',
  category: 'Kateqoriya',
  allCategories: 'Bütün kateqoriyalar',
  search: 'Ad və ya SKU',
  action: 'Əməliyyat',
  setPrice: 'Hamısına eyni qiymət (₼)',
  setPercent: 'Siyahı qiymətindən endirim (%)',
  clear: 'Qrup qiymətini sil',
  value: 'Qiymət və ya faiz',
  apply: 'Tətbiq et',
  perGroup: 'Qrup qiymətləri',
  perGroupLead: 'Bu məhsulun hər müştəri qrupunda qiyməti (1 ədəd) və həcm endirimləri.',
  groupColumn: 'Qrup',
  priceColumn: 'Qiymət',
  sourceColumn: 'Haradan',
  breaksColumn: 'Həcm endirimləri',
  noGroupsYet: 'Hələ müştəri qrupu yoxdur.',
  editInGroups: 'Qrup qiymətlərində dəyiş',
  source: {
    list: 'Siyahı qiyməti',
    catalogue: 'Qrupun bütün kataloqa endirimi',
    category: 'Kateqoriyaya endirim',
    product: 'Məhsulun qrup qiyməti',
    break: 'Həcm endirimi',
  },
} as const;
