/** What staff do to a batch, each with its audit row (issue 41): blocking, the recall's messages and
 * a write-off. One place for the API (server/api/stock/batches.ts) and the panel's pages
 * (app/lib/stock/batch-desk.server.ts), so both leave the same trace and a recall always blocks first. */
import type { WriteOffInput } from '../../../domain/stock/batch-schemas.ts';
import { diff } from '../../../domain/staff/audit.ts';
import type { Db } from '../../db/client.ts';
import { setBatchBlocked, writeOff } from './batches.ts';
import { findBatch, sendRecall } from './recall.ts';
import { recordAudit, type AuditActor } from '../staff/audit.ts';

export async function blockBatch(db: Db, actor: AuditActor, batchId: string, blocked: boolean) {
  const batch = await setBatchBlocked(db, batchId, blocked);
  await recordAudit(db, actor, {
    action: blocked ? 'block' : 'unblock',
    entity: 'batch',
    entityId: batch._id,
    changes: diff({ blocked: !blocked }, { blocked }),
  });
  return batch;
}

/** The batch blocked from sale at once (if it is not yet), then one message per recipient address;
 * the caller wakes the mailers. */
export async function recallBatch(db: Db, actor: AuditActor, productId: string, number: string) {
  const batch = await findBatch(db, productId, number);
  if (!batch.blocked) await blockBatch(db, actor, batch.id, true);
  const { sent, to } = await sendRecall(db, productId, number);
  await recordAudit(db, actor, {
    action: 'recall',
    entity: 'batch',
    entityId: batch.id,
    changes: diff(null, { sent, to }),
  });
  return { sent, to };
}

/** A write-off (expired, damaged) of a batch, with its reason. */
export async function writeOffAudited(db: Db, actor: AuditActor, input: WriteOffInput) {
  const done = await writeOff(db, input, actor.id);
  const { quantity, reason, note } = input;
  await recordAudit(db, actor, {
    action: 'write-off',
    entity: 'batch',
    entityId: done.batch._id,
    changes: diff(null, { quantity, reason, note }),
  });
  return done;
}
