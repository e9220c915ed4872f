/** What the panel's batch pages change (issue 41 items 5 and 6): blocking a batch, a recall's
 * messages and a write-off, through the same audited service calls as the API's
 * (server/services/stock/batch-actions.ts): the page and the API leave the same trace. */
import type { AppLoadContext } from 'react-router';
import { batchBlockSchema, writeOffSchema, type WriteOffInput } from '../../../domain/stock/batch-schemas';
import { wakeMailers } from '../../../server/mail/mailer';
import { orFail, refuse } from '../form-action.server';
import { staffServices } from '../seller-access.server';
import { serverTexts } from '../text.server';

type Services = AppLoadContext['services'];

const actorOf = (context: AppLoadContext) => ({
  id: context.staff?.id ?? null,
  email: context.staff?.email ?? '',
  address: context.clientAddress,
});

/** Blocks or frees a batch by its id. */
export const setBlocked = (context: AppLoadContext, services: Services, batchId: string, blocked: boolean) =>
  services.batchActions.blockBatch(actorOf(context), batchId, blocked);

/** A recall's messages, the batch blocked first (server/services/stock/batch-actions.ts); how many were sent. */
export async function sendRecallMessages(
  context: AppLoadContext,
  services: Services,
  productId: string,
  number: string,
): Promise<number> {
  const { sent } = await services.batchActions.recallBatch(actorOf(context), productId, number);
  wakeMailers();
  return sent;
}

/** A write-off (expired, damaged) of a batch, with its reason. */
export async function writeOffBatch(context: AppLoadContext, services: Services, input: WriteOffInput) {
  return (await services.batchActions.writeOffAudited(actorOf(context), input)).message;
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
  const { BATCH_TEXT } = serverTexts('az');
  return { ok: true as const, intent: fields.intent, message: blocked ? BATCH_TEXT.blocked : BATCH_TEXT.unblocked };
}
