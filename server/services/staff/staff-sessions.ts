/** A staff member's own sessions (issue 35 item 4): where and when each began, and signing out
 * one of them or all. A session is named by the first 16 hex digits of its token's SHA-256. */
import { and, desc, eq, gt, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import { notFound } from '../errors.ts';
import { STAFF_TEXT } from '../../../domain/staff/staff-text.ts';

export type StaffSession = { key: string; address: string; userAgent: string; createdAt: string };

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
    createdAt: r.createdAt.toISOString(),
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

/** Ends every session of the member (this one too: they sign in again). */
export async function endAllSessions(db: Db, sellerId: string): Promise<number> {
  const ended = await db.delete(sessions).where(eq(sessions.sellerId, sellerId)).returning({ t: sessions.tokenHash });
  return ended.length;
}
