/** The staff's words (issue 35): roles, refusals, the staff and audit pages. Azerbaijani, as the
 * distributor's own staff write it. */
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
