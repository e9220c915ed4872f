/** Forgotten passwords (docs/decisions/0025): a single-use link valid for one
 * hour, its token kept only as a SHA-256; at most a few links per account an
 * hour; using one sets the password and ends every session of the account. */
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import { passwordResetMail } from '../../../domain/orders/customer-mails.ts';
import { pathInLang, type Lang } from '../../../domain/i18n/lang.ts';
import { MSG } from '../../../domain/shared/messages.ts';
import { hashPassword } from '../../auth/password.ts';
import { deleteUserSessions } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, users } from '../../db/schema.ts';
import { enqueueMail, wakeMailers } from '../../mail/index.ts';
import { badRequest } from '../shared/errors.ts';
import { getSettings } from '../settings/settings.ts';

export const RESET_TTL_MS = 60 * 60 * 1000;
/** Links per account per hour: a typo'd or spammed address gets no flood of mail. */
export const RESET_LINKS_PER_HOUR = 3;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type ResetLink = { token: string; name: string; email: string; lang: Lang | null };

/** A new link for the account with this e-mail, or null when there is no such
 * account or it asked too often. The caller answers the same either way. */
export async function createPasswordReset(db: Db, email: string, now = new Date()): Promise<ResetLink | null> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, lang: users.lang })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!user) return null;
  const hourAgo = new Date(now.getTime() - RESET_TTL_MS);
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, user.id), lt(passwordResetTokens.expiresAt, now)));
  const [{ recent }] = await db
    .select({ recent: count() })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, user.id), gt(passwordResetTokens.createdAt, hourAgo)));
  if (recent >= RESET_LINKS_PER_HOUR) return null;
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(now.getTime() + RESET_TTL_MS),
    createdAt: now,
  });
  return { token, name: user.name, email: user.email, lang: user.lang };
}

/** Whether a link still works, so the page can say so before the customer types a password. */
export async function isResetTokenValid(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, hashToken(token)), gt(passwordResetTokens.expiresAt, new Date())))
    .limit(1);
  return Boolean(row);
}

/** Sets the new password; every link and every session of the account ends. Returns the account's e-mail. */
export async function resetPassword(db: Db, token: string, password: string): Promise<string> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // deleting the row is what makes the link single-use, even when two tabs race
    const [row] = await tx
      .delete(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)))
      .returning();
    if (!row || row.expiresAt <= new Date()) throw badRequest(MSG.resetInvalid);
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, row.userId))
      .returning({ email: users.email });
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, row.userId));
    await deleteUserSessions(tx as unknown as Db, row.userId);
    return user.email;
  });
}

/** The whole request: a link when the account exists and has not asked too
 * often, e-mailed through the outbox. Answers nothing either way. The mail and its link are in
 * `lang` (the page that asked), else the account's chosen language (issue 36 item 4). */
export async function requestPasswordReset(db: Db, email: string, origin: string, lang?: Lang): Promise<void> {
  const link = await createPasswordReset(db, email);
  if (!link) return;
  const mailLang = lang ?? link.lang ?? 'az';
  // signed with the phone the seller set now, not the demo's (decision 0047)
  const shop = await getSettings(db);
  await enqueueMail(db, {
    to: link.email,
    ...passwordResetMail(
      link.name,
      `${origin}${pathInLang('/reset-password', mailLang)}?token=${link.token}`,
      shop,
      mailLang,
    ),
  });
  wakeMailers();
}
