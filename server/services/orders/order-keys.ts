/** Placing an order happens once per key (issue 32 item 4, decision 0079): an API client's
 * `Idempotency-Key` or the cart form's order token. Claimed first in the order's own transaction:
 * a transaction-scoped advisory lock on (customer, key) makes a second request with the key wait
 * (the page: it then ends on the first order) or answer 409 at once (the API: the draft's
 * "in flight"); the key's row is written with the order, so both commit or neither does. */
import { createHash } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import type { Order } from '../../../domain/shared/types.ts';
import type { Db } from '../../db/client.ts';
import { orderKeys } from '../../db/schema.ts';
import { conflict, HttpError } from '../shared/errors.ts';

const { ORDER_KEY_TEXT } = textsIn('az');

/** How long a key answers for its first order (the draft's example: 24 hours). */
export const ORDER_KEY_HOURS = 24;

export type OrderKey = {
  scope: 'api' | 'page';
  key: string;
  /** What the request asked for (`requestFingerprint`). */
  fingerprint: string;
  /** The page waits for the first request to finish; the API answers 409 at once. */
  wait: boolean;
};

/** SHA-256 of the request as read, its object keys sorted, so the same body is the same whatever its spacing. */
export function requestFingerprint(body: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

const within = () => gt(orderKeys.createdAt, sql`now() - make_interval(hours => ${ORDER_KEY_HOURS})`);
const same = (userId: string, k: OrderKey) =>
  and(eq(orderKeys.userId, userId), eq(orderKeys.scope, k.scope), eq(orderKeys.key, k.key));

/** First in the order's transaction: the order this key already placed (answered again), or null
 * to place it. Another body with an API key answers 422; a page token answers its order whatever
 * the form held (a second click of one form). */
export async function claimOrderKey(tx: Db, userId: string, k: OrderKey): Promise<Order | null> {
  const lock = sql`hashtext(${userId}::text), hashtext(${`${k.scope}:${k.key}`}::text)`;
  if (k.wait) await tx.execute(sql`select pg_advisory_xact_lock(${lock})`);
  else {
    const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${lock}) as ok`)) as unknown as {
      rows: { ok: boolean }[];
    };
    if (!result.rows[0]?.ok) throw conflict(ORDER_KEY_TEXT.inFlight);
  }
  const [row] = await tx
    .select()
    .from(orderKeys)
    .where(and(same(userId, k), within()));
  if (!row) return null;
  if (k.scope === 'api' && row.fingerprint !== k.fingerprint) throw new HttpError(422, ORDER_KEY_TEXT.otherBody);
  return row.answer;
}

/** Last in the order's transaction: the key answers with this order from now on. */
export async function saveOrderKey(tx: Db, userId: string, k: OrderKey, order: Order): Promise<void> {
  // an expired row of the same key, and the customer's other expired keys, go
  await tx.delete(orderKeys).where(same(userId, k));
  await tx
    .delete(orderKeys)
    .where(
      and(
        eq(orderKeys.userId, userId),
        lt(orderKeys.createdAt, sql`now() - make_interval(hours => ${ORDER_KEY_HOURS})`),
      ),
    );
  await tx.insert(orderKeys).values({
    userId,
    scope: k.scope,
    key: k.key,
    fingerprint: k.fingerprint,
    orderId: order._id,
    answer: order,
  });
}
