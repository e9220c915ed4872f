/** A staff member's own sessions (issue 35 item 4): where and when each began and was last used,
 * and signing out one of them, all others, or all. A session is named by the first 16 hex digits
 * of its token's SHA-256. Ending all of a member's sessions (theirs, or the owner's for them, or a
 * suspension) also makes every remembered device forget them (decision 0101). */
import { and, desc, eq, gt, like, notLike } from 'drizzle-orm';
import { deviceName } from '../../../domain/staff/two-factor.ts';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import { notFound } from '../shared/errors.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { forgetDevices } from './two-factor.ts';

const { STAFF_TEXT } = textsIn('az');

export type StaffSession = {
  key: string;
  address: string;
  userAgent: string;
  /** "Chrome · Android", or '' */
  device: string;
  createdAt: string;
  lastSeenAt: string;
};

export async function listSessions(db: Db, sellerId: string): Promise<StaffSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.sellerId, sellerId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.createdAt));
  return rows.map((r) => ({
    key: r.tokenHash.slice(0, 16),
    address: r.address ?? '',
    userAgent: r.userAgent ?? '',
    device: deviceName(r.userAgent ?? ''),
    createdAt: r.createdAt.toISOString(),
    lastSeenAt: (r.lastSeenAt ?? r.createdAt).toISOString(),
  }));
}

/** Ends one of the member's own sessions; another member's is "not found". */
export async function endSession(db: Db, sellerId: string, key: string): Promise<void> {
  if (!/^[0-9a-f]{16}$/.test(key)) throw notFound(STAFF_TEXT.sessionNotFound);
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.sellerId, sellerId), like(sessions.tokenHash, `${key}%`)))
    .returning({ tokenHash: sessions.tokenHash });
  if (!ended.length) throw notFound(STAFF_TEXT.sessionNotFound);
}

/** Ends every session of the member (this one too: they sign in again), and their remembered devices. */
export async function endAllSessions(db: Pick<Db, 'delete' | 'update'>, sellerId: string): Promise<number> {
  const ended = await db.delete(sessions).where(eq(sessions.sellerId, sellerId)).returning({ t: sessions.tokenHash });
  await forgetDevices(db, sellerId);
  return ended.length;
}

/** Ends every session of the member but the one named `keepKey`, and their remembered devices. */
export async function endOtherSessions(db: Db, sellerId: string, keepKey: string): Promise<number> {
  if (!/^[0-9a-f]{16}$/.test(keepKey)) throw notFound(STAFF_TEXT.sessionNotFound);
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.sellerId, sellerId), notLike(sessions.tokenHash, `${keepKey}%`)))
    .returning({ t: sessions.tokenHash });
  await forgetDevices(db, sellerId);
  return ended.length;
}
