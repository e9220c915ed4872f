/** The audit row of a change of a group's own prices (decision 0093): one per group, naming each
 * product with its old and new price in manat. The bulk edit and the catalogue sheet's group
 * columns (decision 0094) write it alike. */
import type { FastifyRequest } from 'fastify';
import { toManat } from '../../../domain/shared/money.ts';
import type { BulkChange } from '../../services/trade/bulk-prices.ts';
import { audit } from '../staff/audit-request.ts';

const manat = (q: number | null) => (q == null ? null : toManat(q));

export async function auditGroupPrices(request: FastifyRequest, groupId: string, changes: BulkChange[]) {
  if (!changes.length) return;
  await audit(request, {
    action: 'update',
    entity: 'customer-group',
    entityId: groupId,
    changes: Object.fromEntries(changes.map((c) => [`${c.name} (${c.productId})`, [manat(c.before), manat(c.after)]])),
    relatedIds: changes.map((c) => c.productId), // each product's history shows its price in the group
  });
}
