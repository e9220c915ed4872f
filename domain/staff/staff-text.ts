/** The staff's words (issue 35): roles, refusals, the staff and audit pages. Azerbaijani, as the
 * distributor's own staff write it. */
import type { AuditAction, AuditEntity } from './audit.ts';
import type { Role } from './permissions.ts';

export const ROLE_LABEL: Record<Role, string> = {
  owner: 'Sahib',
  manager: 'Menecer',
  warehouse: 'Anbar',
  accountant: 'Mühasib',
  editor: 'Redaktor',
};

export const STAFF_TEXT = {
  forbidden: 'Sizin vəzifənizin bu əməliyyata icazəsi yoxdur.',
  pageForbidden: 'Bu səhifə sizin vəzifəniz üçün açıq deyil.',
  role: 'Vəzifə',
  unknownRole: 'Belə vəzifə yoxdur.',
};

export const AUDIT_TEXT = {
  title: 'Əməliyyat jurnalı',
  history: 'Dəyişiklik tarixçəsi',
  noHistory: 'Hələ dəyişiklik yoxdur.',
  empty: 'Bu şərtlərə uyğun yazı yoxdur.',
  badFilter: 'Süzgəc düzgün deyil.',
  found: (n: number) => `${n} yazı`,
  exportCsv: 'CSV kimi yüklə',
  filters: 'Jurnal süzgəci',
  actor: 'Kim (e-poçt)',
  entity: 'Nə',
  action: 'Əməliyyat',
  entityId: 'Qeyd (id və ya nömrə)',
  from: 'Tarixdən',
  to: 'Tarixədək',
  any: 'Hamısı',
  show: 'Göstər',
  clear: 'Təmizlə',
  when: 'Tarix',
  who: 'Kim',
  address: 'Ünvan',
  change: 'Dəyişiklik',
  older: 'Köhnələr',
  newest: 'Ən yenilər',
  actions: {
    create: 'Yaradıldı',
    update: 'Dəyişdirildi',
    delete: 'Silindi',
    'stock-correction': 'Stok düzəlişi',
    status: 'Status dəyişdi',
    'prescription-checked': 'Resept yoxlanıldı',
    'import-applied': 'İdxal tətbiq edildi',
    'sign-in': 'Giriş',
    'sign-in-failed': 'Uğursuz giriş',
    'sign-out': 'Çıxış',
    invite: 'Dəvət göndərildi',
    role: 'Vəzifə dəyişdi',
    suspend: 'Dayandırıldı',
    restore: 'Bərpa edildi',
    remove: 'Silindi',
  } satisfies Record<AuditAction, string>,
  entities: {
    product: 'Məhsul',
    order: 'Sifariş',
    news: 'Xəbər',
    settings: 'Parametrlər',
    zones: 'Çatdırılma zonaları',
    customer: 'Müştəri',
    staff: 'İşçi',
    import: 'Kataloq idxalı',
    'sign-in': 'Giriş',
  } satisfies Record<AuditEntity, string>,
};
