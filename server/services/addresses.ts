/** Delivery addresses: a customer reaches only their own. */
import { and, desc, eq } from 'drizzle-orm';
import { MSG } from '../../domain/messages.ts';
import type { AddressInput } from '../../domain/schemas.ts';
import type { Address } from '../../domain/types.ts';
import type { Db } from '../db/client.ts';
import { addresses } from '../db/schema.ts';
import { notFound } from './errors.ts';

type Row = typeof addresses.$inferSelect;

export function toAddress(row: Row): Address {
  const { id, userId: _user, createdAt: _created, ...fields } = row;
  return { _id: id, ...fields };
}

export async function listAddresses(db: Db, userId: string): Promise<Address[]> {
  const rows = await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.createdAt));
  return rows.map(toAddress);
}

export async function addAddress(db: Db, userId: string, input: AddressInput): Promise<Address> {
  const [row] = await db.insert(addresses).values({ ...input, userId }).returning();
  return toAddress(row);
}

/** Another customer's address answers "not found", never "forbidden". */
export async function getOwnAddress(db: Db, userId: string, id: string): Promise<Address> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .limit(1);
  if (!row) throw notFound(MSG.addressNotFound);
  return toAddress(row);
}
