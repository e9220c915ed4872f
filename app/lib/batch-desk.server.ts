/** What the panel's batch pages change (issue 41 items 5 and 6): blocking a batch, a recall's
 * messages and a write-off, each audited as a staff action, as the API's calls in
 * server/api/batches.ts are: the page and the API leave the same trace. */
import type { AppLoadContext } from 'react-router';
import { batchBlockSchema, writeOffSchema, type WriteOffInput } from '../../domain/batch-schemas';
import { BATCH_TEXT } from '../../domain/batch-text';
import { diff } from '../../domain/staff/audit';
import { wakeMailers } from '../../server/mail/mailer';
import { orFail, refuse } from './form-action.server';
import { staffServices } from './seller-access.server';

type Services = AppLoadContext['services'];

const actorOf = (context: AppLoadContext) => ({
  id: context.staff?.id ?? null,
  email: context.staff?.email ?? '',
  address: context.clientAddress,
});

/** Blocks or frees a batch by its id. */
export async function setBlocked(context: AppLoadContext, services: Services, batchId: string, blocked: boolean) {
  const batch = await services.batches.setBatchBlocked(batchId, blocked);
  await services.audit.recordAudit(actorOf(context), {
    action: blocked ? 'block' : 'unblock',
    entity: 'batch',
    entityId: batch._id,
    changes: diff({ blocked: !blocked }, { blocked }),
  });
  return batch;
}

/** A recall's messages: the batch blocked first, at once (as POST /api/batches/recall does), then
 * one message per recipient address; returns how many were sent. */
export async function sendRecallMessages(
  context: AppLoadContext,
  services: Services,
  productId: string,
  number: string,
): Promise<number> {
  const batch = await services.recall.findBatch(productId, number);
  if (!batch.blocked) await setBlocked(context, services, batch.id, true);
  const { sent, to } = await services.recall.sendRecall(productId, number);
  await services.audit.recordAudit(actorOf(context), {
    action: 'recall',
    entity: 'batch',
    entityId: batch.id,
    changes: diff(null, { sent, to }),
  });
  wakeMailers();
  return sent;
}

/** A write-off (expired, damaged) of a batch, with its reason. */
export async function writeOffBatch(context: AppLoadContext, services: Services, input: WriteOffInput) {
  const { batch, message } = await services.batches.writeOff(input, context.staff?.id ?? null);
  const { quantity, reason, note } = input;
  await services.audit.recordAudit(actorOf(context), {
    action: 'write-off',
    entity: 'batch',
    entityId: batch._id,
    changes: diff(null, { quantity, reason, note }),
  });
  return message;
}

/** The product page's batch forms: block or unblock (who may recall), write-off (the warehouse). */
export async function productBatchAction(context: AppLoadContext, fields: Record<string, string>) {
  if (fields.intent === 'write-off') {
    const services = staffServices(context, 'stock.receive');
    const parsed = writeOffSchema.safeParse(fields);
    if (!parsed.success) refuse(400, parsed.error.issues[0].message, fields, { intent: fields.intent });
    const message = await orFail(() => writeOffBatch(context, services, parsed.data), fields, { intent: 'write-off' });
    return { ok: true as const, intent: fields.intent, message };
  }
  const services = staffServices(context, 'batches.recall');
  const parsed = batchBlockSchema.safeParse(fields);
  if (!parsed.success) refuse(400, parsed.error.issues[0].message, fields);
  const blocked = fields.intent === 'block';
  await orFail(() => setBlocked(context, services, parsed.data.batch, blocked), fields);
  return { ok: true as const, intent: fields.intent, message: blocked ? BATCH_TEXT.blocked : BATCH_TEXT.unblocked };
}
