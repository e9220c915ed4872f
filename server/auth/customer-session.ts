/** The customer of a page request in one query (issue 33's render goal, decision 0119): the live
 * session, the account, and the approved company's group when the account buys at trade prices.
 * Three lookups one after another cost a signed-in page about a millisecond of CPU more than a
 * visitor's. */
import { sql } from 'drizzle-orm';
import type { PublicUser } from '../../domain/shared/types.ts';
import type { Db } from '../db/client.ts';
import { approvedCompanyOf } from '../services/trade/companies.ts';
import { hashToken, slideExpiry } from './sessions.ts';

/** `trade`: set when the customer buys at trade prices, with their group (null: list prices). */
export type SessionCustomer = { user: PublicUser; trade: { groupId: string | null } | null };

type Row = {
  id: string;
  name: string;
  email: string;
  cart: Record<string, number>;
  expires_at: Date | string;
  trade: boolean | null;
  group_id: string | null;
};

export async function resolveCustomerSession(db: Db, token: string | undefined): Promise<SessionCustomer | null> {
  if (!token || token.length > 100) return null;
  const tokenHash = hashToken(token);
  const result = await db.execute(sql`
    select u.id, u.name, u.email, u.cart, s.expires_at, t.trade, t.group_id
    from sessions s
    join users u on u.id = s.user_id
    left join lateral (select true as trade, a.group_id from (${approvedCompanyOf(sql`u.id`)}) a) t on true
    where s.token_hash = ${tokenHash} and s.expires_at > ${new Date().toISOString()}::timestamptz
    limit 1`);
  const [row] = (result as unknown as { rows: Row[] }).rows;
  if (!row) return null;
  await slideExpiry(db, tokenHash, new Date(row.expires_at));
  return {
    user: { _id: row.id, name: row.name, email: row.email, cart: row.cart },
    trade: row.trade ? { groupId: row.group_id } : null,
  };
}
