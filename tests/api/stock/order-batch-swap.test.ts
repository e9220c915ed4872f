/** A packer's batch swap (issue 41 item 2): the units go back to the batch first expired, first
 * out chose and are taken from the batch in hand; the order's record, its page's answer, the stock
 * ledger and the audit log follow; a cancellation then returns each unit to the batch it came from;
 * refused with a clear message for a closed order, an expired or blocked batch, more than was
 * taken, a role that may not move stock. */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BATCH_SWAP_TEXT } from '../../../domain/stock/batch-swap.ts';
import { ORDER_STATUS } from '../../../domain/orders/order-status.ts';
import { auditLog, stockLedger } from '../../../server/db/schema.ts';
import { useTestApp } from '../../helpers/app.ts';
import { addBatch, batchProduct, batchState, orderOf, quickBuyer, takenBy } from '../../helpers/batches.ts';
import { addStaff } from '../../helpers/staff.ts';

const t = useTestApp();
const swap = (orderId: string, body: object, cookie: string) =>
  t.post(`/api/order/seller/${orderId}/batch-swap`, body, cookie);

describe('a packer swaps the batch of an order line', () => {
  it('moves the units, the record, the ledger and the audit; a cancellation gives back to the batch swapped in', async () => {
    const p = await batchProduct(t, 'Nobivac DHPPi');
    await addBatch(t, p._id, 'NB-EARLY', 120, 5);
    await addBatch(t, p._id, 'NB-LATE', 400, 10);
    const placed = await orderOf(t, await quickBuyer(t, 500), p._id, 4);
    expect(placed.status).toBe(201);
    const orderId = placed.body.order._id as string;
    expect(await takenBy(t, orderId)).toEqual({ 'NB-EARLY': 4 });

    const packer = await addStaff(t, 'warehouse');
    const res = await swap(orderId, { product: p._id, from: 'NB-EARLY', to: 'NB-LATE', quantity: 3 }, packer.cookie);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('3 ədəd "NB-EARLY" seriyasından "NB-LATE" seriyasına keçirildi.');
    expect(await takenBy(t, orderId)).toEqual({ 'NB-EARLY': 1, 'NB-LATE': 3 });
    expect(await batchState(t, p._id)).toEqual({ batches: { 'NB-EARLY': 4, 'NB-LATE': 7 }, stock: 11 });
    // what the seller's and the customer's order answers say
    const seller = await t.loginSeller();
    const order = (await t.get('/api/order/seller', seller)).body.orders.find(
      (o: { _id: string }) => o._id === orderId,
    );
    expect(order.items[0].batches.map((b: { number: string; quantity: number }) => [b.number, b.quantity])).toEqual([
      ['NB-EARLY', 1],
      ['NB-LATE', 3],
    ]);
    const moves = await t.db
      .select()
      .from(stockLedger)
      .where(and(eq(stockLedger.orderId, orderId), eq(stockLedger.reason, 'batch_swap')));
    expect(moves.map((m) => m.delta).sort()).toEqual([-3, 3]);
    expect(moves.every((m) => m.sellerId === packer.id)).toBe(true);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, 'batch-swap')));
    expect(entry).toMatchObject({ actorId: packer.id, entity: 'order' });
    expect(entry.changes).toEqual({
      product: [null, 'Nobivac DHPPi'],
      batch: ['NB-EARLY', 'NB-LATE'],
      quantity: [null, 3],
    });

    // cancelled: each unit back to the batch it now came from
    const cancelled = await t.put(`/api/order/seller/${orderId}/status`, { status: ORDER_STATUS.cancelled }, seller);
    expect(cancelled.status).toBe(200);
    expect(await batchState(t, p._id)).toEqual({ batches: { 'NB-EARLY': 5, 'NB-LATE': 10 }, stock: 15 });
    // and a cancelled order's batch no longer changes
    const late = await swap(orderId, { product: p._id, from: 'NB-EARLY', to: 'NB-LATE', quantity: 1 }, packer.cookie);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(BATCH_SWAP_TEXT.closed);
  });

  it('refuses an expired or blocked batch, more than was taken, a batch the order did not take, and the wrong role', async () => {
    const p = await batchProduct(t, 'Rabisin');
    await addBatch(t, p._id, 'RB-1', 200, 6);
    await addBatch(t, p._id, 'RB-OLD', -2, 6);
    await addBatch(t, p._id, 'RB-HELD', 300, 6, true);
    await addBatch(t, p._id, 'RB-2', 300, 1);
    const placed = await orderOf(t, await quickBuyer(t, 501), p._id, 2);
    const orderId = placed.body.order._id as string;
    const packer = await addStaff(t, 'warehouse');
    const tryIt = (body: object, cookie = packer.cookie) =>
      swap(orderId, { product: p._id, from: 'RB-1', ...body }, cookie);

    const expired = await tryIt({ to: 'RB-OLD', quantity: 1 });
    expect([expired.status, expired.body.message]).toEqual([409, BATCH_SWAP_TEXT.notSellable('RB-OLD')]);
    const blocked = await tryIt({ to: 'RB-HELD', quantity: 1 });
    expect([blocked.status, blocked.body.message]).toEqual([409, BATCH_SWAP_TEXT.notSellable('RB-HELD')]);
    const more = await tryIt({ to: 'RB-2', quantity: 3 });
    expect([more.status, more.body.message]).toEqual([400, BATCH_SWAP_TEXT.moreThanTaken('RB-1', 2)]);
    const short = await tryIt({ to: 'RB-2', quantity: 2 });
    expect([short.status, short.body.message]).toEqual([409, 'Bu seriyada cəmi 1 ədəd var.']);
    const notTaken = await tryIt({ from: 'RB-2', to: 'RB-1', quantity: 1 });
    expect([notTaken.status, notTaken.body.message]).toEqual([400, BATCH_SWAP_TEXT.notTaken('RB-2')]);
    const unknown = await tryIt({ to: 'RB-NONE', quantity: 1 });
    expect(unknown.status).toBe(404);
    const editor = await addStaff(t, 'editor');
    expect((await tryIt({ to: 'RB-2', quantity: 1 }, editor.cookie)).status).toBe(403);
    expect((await swap(orderId, { product: p._id, from: 'RB-1', to: 'RB-2', quantity: 1 }, '')).status).toBe(401);
    // nothing moved by any of them
    expect(await takenBy(t, orderId)).toEqual({ 'RB-1': 2 });
    expect((await batchState(t, p._id)).batches).toEqual({ 'RB-1': 4, 'RB-OLD': 6, 'RB-HELD': 6, 'RB-2': 1 });
  });
});
