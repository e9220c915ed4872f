/** Prescription-only (Rx) items in orders (decision 0053): the shop's rule checked in
 * the order's transaction, the prescription kept beside the order, the seller's
 * check recorded in the order's history. */
import { eq } from 'drizzle-orm';
import { prescriptionProblem, RX_CHECKED_EVENT, type Prescription } from '../../../domain/vet/rx.ts';
import type { PrescriptionInput } from '../../../domain/shared/schemas.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import type { Db } from '../../db/client.ts';
import { orderPrescriptions, orders, sellers, tradeOrders } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../shared/errors.ts';
import { checkedWebp } from '../catalog/images.ts';
import { recordOrderEvent } from '../orders/order-events.ts';
import { getSettings } from '../settings/settings.ts';
import { MSG } from '../../../domain/shared/messages.ts';

const { RX_MESSAGES } = textsIn('az');

/** A prescription photo is read on a screen: 1600 px keeps the handwriting legible. */
const PHOTO_WIDTH = 1600;

/** Checked and re-encoded before the order's transaction (sharp's work holds no lock);
 * a refused photo refuses the order. */
export async function preparePhoto(bytes: Buffer | undefined): Promise<Buffer | undefined> {
  return bytes?.length ? checkedWebp(bytes, PHOTO_WIDTH) : undefined;
}

/** Inside the order's transaction: refuses an order with Rx items the shop's rule does not allow. */
export async function checkRxRule(
  tx: Db,
  rxNames: string[],
  input: PrescriptionInput | undefined,
  photo: Buffer | undefined,
): Promise<void> {
  if (!rxNames.length) return;
  const { rxMode } = await getSettings(tx);
  if (rxMode === 'ask') throw conflict(RX_MESSAGES.askUs(rxNames.join(', ')));
  const problem = prescriptionProblem(input, Boolean(photo));
  if (problem) throw badRequest(problem);
}

export async function savePrescription(
  tx: Db,
  orderId: string,
  input: PrescriptionInput | undefined,
  photo: Buffer | undefined,
): Promise<void> {
  await tx.insert(orderPrescriptions).values({
    orderId,
    vetName: input?.vetName ?? '',
    clinic: input?.clinic ?? '',
    photo: photo ?? null,
  });
}

const toPrescription = (row: typeof orderPrescriptions.$inferSelect): Prescription => ({
  vetName: row.vetName,
  clinic: row.clinic,
  hasPhoto: row.photo != null,
  checkedAt: row.checkedAt?.toISOString() ?? null,
  checkedBy: row.checkedBy,
  licence: null,
});

/** The order's prescription for the seller, or the licence that stood for it (decision 0122); null
 * for an order without Rx items. */
export async function getPrescription(db: Db, orderId: string): Promise<Prescription | null> {
  const [row] = await db.select().from(orderPrescriptions).where(eq(orderPrescriptions.orderId, orderId));
  if (row) return toPrescription(row);
  const [trade] = await db
    .select({
      number: tradeOrders.licenceNumber,
      expires: tradeOrders.licenceExpires,
      company: tradeOrders.licenceCompany,
    })
    .from(tradeOrders)
    .where(eq(tradeOrders.orderId, orderId));
  if (!trade?.number) return null;
  const licence = { number: trade.number, expires: trade.expires, company: trade.company };
  return { vetName: '', clinic: trade.company ?? '', hasPhoto: false, checkedAt: null, checkedBy: null, licence };
}

export async function getPrescriptionPhoto(db: Db, orderId: string): Promise<Buffer> {
  const [row] = await db
    .select({ photo: orderPrescriptions.photo })
    .from(orderPrescriptions)
    .where(eq(orderPrescriptions.orderId, orderId));
  if (!row?.photo) throw notFound(RX_MESSAGES.noPhoto);
  return row.photo;
}

/** The seller's "Resept yoxlanıldı": who and when on the prescription and in the order's history.
 * Ticking twice keeps the first check (the history says who checked first). */
export async function markPrescriptionChecked(db: Db, orderId: string, sellerId: string): Promise<Prescription> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ number: orders.number, status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) throw notFound(MSG.orderNotFound);
    const [row] = await tx.select().from(orderPrescriptions).where(eq(orderPrescriptions.orderId, orderId));
    if (!row) throw conflict(RX_MESSAGES.noPrescription);
    if (row.checkedAt) return toPrescription(row);
    const [seller] = await tx.select({ email: sellers.email }).from(sellers).where(eq(sellers.id, sellerId));
    const [updated] = await tx
      .update(orderPrescriptions)
      .set({ checkedAt: new Date(), checkedBy: seller?.email ?? null })
      .where(eq(orderPrescriptions.orderId, orderId))
      .returning();
    await recordOrderEvent(tx, {
      orderId,
      orderNumber: order.number,
      actor: 'seller',
      actorEmail: seller?.email ?? null,
      fromStatus: order.status,
      toStatus: RX_CHECKED_EVENT,
    });
    return toPrescription(updated);
  });
}
