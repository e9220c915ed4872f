/** Revocable sessions kept as rows (docs/architecture.md §Data). The cookie carries a random
 * token; the table keeps only its SHA-256, so a leaked table opens nothing. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Role } from '../../domain/staff/permissions.ts';
import { sellers, sessions, staffPolicy } from '../db/schema.ts';
import { twoFactorDue as twoFactorDueOf } from '../../domain/staff/two-factor.ts';

export const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Extend the expiry at most once a day, not on every request. */
const SLIDE_AFTER_MS = DAY_MS;

export type SessionOwner = { userId: string } | { sellerId: string };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const freshExpiry = () => new Date(Date.now() + SESSION_DAYS * DAY_MS);

/** `from`: the address and browser a staff member signed in from, shown in their sessions list. */
export async function createSession(
  db: Db,
  owner: SessionOwner,
  from?: { address: string; userAgent: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    ...owner,
    expiresAt: freshExpiry(),
    ...(from
      ? { address: from.address.slice(0, 100), userAgent: from.userAgent.slice(0, 300), lastSeenAt: new Date() }
      : {}),
  });
  return token;
}

/** A session's public name: the first 16 hex digits of its token's hash (never the token). */
export const sessionKey = (token: string | undefined) => (token ? hashToken(token).slice(0, 16) : '');

/** The owner id of a live session of the given kind, sliding its expiry. */
export async function resolveSession(
  db: Db,
  token: string | undefined,
  kind: 'user' | 'seller',
): Promise<string | null> {
  if (!token || token.length > 100) return null;
  const tokenHash = hashToken(token);
  const column = kind === 'user' ? sessions.userId : sessions.sellerId;
  const [row] = await db
    .select({ ownerId: column, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), isNotNull(column), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row?.ownerId) return null;
  await slideExpiry(db, tokenHash, row.expiresAt);
  return row.ownerId;
}

/** Extends a customer's live session once a day it is used, not on every request. */
export async function slideExpiry(db: Db, tokenHash: string, expiresAt: Date): Promise<void> {
  if (expiresAt.getTime() - Date.now() < SESSION_DAYS * DAY_MS - SLIDE_AFTER_MS) {
    await db.update(sessions).set({ expiresAt: freshExpiry() }).where(eq(sessions.tokenHash, tokenHash));
  }
}

/** A staff member signed in: who and in which role (issue 35); `twoFactorDue`: when they lose
 * the panel and the API if they have not set up the two-factor sign-in they must (decision 0101). */
export type Staff = { id: string; email: string; role: Role; twoFactorDue?: Date | null };

/** A staff session's last request is kept to within this (one UPDATE per session per period). */
const SEEN_EVERY_MS = 5 * 60_000;

/** The staff member of a live seller session, in one query with their role and what two-factor
 * sign-in asks of them; a suspended member has none. */
export async function resolveStaffSession(db: Db, token: string | undefined): Promise<Staff | null> {
  if (!token || token.length > 100) return null;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      id: sellers.id,
      email: sellers.email,
      role: sellers.role,
      createdAt: sellers.createdAt,
      enrolled: sellers.totpEnabledAt,
      forAll: staffPolicy.twoFactorForAll,
      since: staffPolicy.since,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(sellers, eq(sellers.id, sessions.sellerId))
    .leftJoin(staffPolicy, eq(staffPolicy.id, 1))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date()), isNull(sellers.suspendedAt)))
    .limit(1);
  if (!row) return null;
  const slide = row.expiresAt.getTime() - Date.now() < SESSION_DAYS * DAY_MS - SLIDE_AFTER_MS;
  if (slide || !row.lastSeenAt || Date.now() - row.lastSeenAt.getTime() > SEEN_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(), ...(slide ? { expiresAt: freshExpiry() } : {}) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  const forAllSince = row.forAll ? row.since : null;
  const twoFactorDue = twoFactorDueOf({
    role: row.role,
    enrolled: Boolean(row.enrolled),
    createdAt: row.createdAt,
    forAllSince,
  });
  return { id: row.id, email: row.email, role: row.role, twoFactorDue };
}

export async function deleteSession(db: Db, token: string | undefined): Promise<void> {
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

/** Logs an account out everywhere (after a password reset), or everywhere but this session (after a password change). */
export async function deleteUserSessions(db: Db, userId: string, keepToken?: string): Promise<void> {
  const where = keepToken
    ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keepToken)))
    : eq(sessions.userId, userId);
  await db.delete(sessions).where(where);
}
