/** Delivery addresses: a customer reaches only their own. One of them may be
 * the default, which the checkout chooses first. */
import { and, desc, eq } from 'drizzle-orm';
import { MSG } from '../../../domain/shared/messages.ts';
import type { AddressInput } from '../../../domain/shared/schemas.ts';
import type { Address } from '../../../domain/shared/types.ts';
import type { Db } from '../../db/client.ts';
import { addresses } from '../../db/schema.ts';
import { notFound } from '../shared/errors.ts';

type Row = typeof addresses.$inferSelect;

export function toAddress(row: Row): Address {
  const { id, userId: _user, createdAt: _created, ...fields } = row;
  return { _id: id, ...fields };
}

const own = (userId: string, id: string) => and(eq(addresses.id, id), eq(addresses.userId, userId));

/** The default first, then the newest. */
export async function listAddresses(db: Db, userId: string): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt));
  return rows.map(toAddress);
}

/** A customer's first address becomes the default. */
export async function addAddress(db: Db, userId: string, input: AddressInput): Promise<Address> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .limit(1);
    const [row] = await tx
      .insert(addresses)
      .values({ ...input, userId, isDefault: !existing })
      .returning();
    return toAddress(row);
  });
}

/** Another customer's address answers "not found", never "forbidden". */
export async function getOwnAddress(db: Db, userId: string, id: string): Promise<Address> {
  const [row] = await db.select().from(addresses).where(own(userId, id)).limit(1);
  if (!row) throw notFound(MSG.addressNotFound);
  return toAddress(row);
}

/** Orders keep their own snapshot, so editing never changes an order already placed. */
export async function updateAddress(db: Db, userId: string, id: string, input: AddressInput): Promise<Address> {
  const [row] = await db.update(addresses).set(input).where(own(userId, id)).returning();
  if (!row) throw notFound(MSG.addressNotFound);
  return toAddress(row);
}

/** Deleting the default hands the flag to the newest address left. */
export async function deleteAddress(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(addresses).where(own(userId, id)).returning();
    if (!row) throw notFound(MSG.addressNotFound);
    if (!row.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.createdAt))
      .limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
  });
}

export async function setDefaultAddress(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await getOwnAddress(tx as unknown as Db, userId, id);
    // cleared first: a unique index is checked row by row, so one statement could see two defaults
    await tx
      .update(addresses)
      .set({ isDefault: false })
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
    await tx.update(addresses).set({ isDefault: true }).where(own(userId, id));
  });
}
