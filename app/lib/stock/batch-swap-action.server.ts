/** The seller order page's action (issue 41 item 2): a packer's batch swap, posted by a plain form
 * (it works before and without JavaScript), checked against `stock.correct` and audited as the
 * API's POST /api/order/seller/:id/batch-swap is. */
import type { AppLoadContext } from 'react-router';
import { batchSwapSchema } from '../../../domain/stock/batch-swap';
import { swapAudit } from '../../../server/services/stock/order-batch-swap';
import { formAction, orFail, parseOrFail } from '../form-action.server';
import { staffServices } from '../seller-access.server';

type Args = { request: Request; context: AppLoadContext; params: { id?: string } };

export const batchSwapAction = formAction(
  async ({ context, params }: Args, fields) => {
    const services = staffServices(context, 'stock.correct');
    const input = parseOrFail(batchSwapSchema, fields, { intent: 'batch-swap' });
    const orderId = (params.id ?? '').toLowerCase();
    const staff = context.staff;
    const done = await orFail(() => services.batchSwap.swapOrderBatch(orderId, input, staff?.id ?? null), fields, {
      intent: 'batch-swap',
    });
    await services.audit.recordAudit(
      { id: staff?.id ?? null, email: staff?.email ?? '', address: context.clientAddress },
      swapAudit(orderId, done),
    );
    return { ok: true as const, intent: 'batch-swap', message: done.message };
  },
  ['batch-swap'],
);
