/** What customers change about their own account on /account: name, e-mail,
 * password, and deleting it. Changing the e-mail or the password, and
 * deleting, need the current password; a changed e-mail is told to the old
 * address (docs/decisions/0026). */
import { eq } from 'drizzle-orm';
import type { ChangeEmailInput, ChangePasswordInput } from '../../../domain/accounts/account-schemas.ts';
import { emailChangedMail } from '../../../domain/orders/customer-mails.ts';
import { MSG } from '../../../domain/shared/messages.ts';
import type { PublicUser } from '../../../domain/shared/types.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { deleteUserSessions } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { enqueueMail, wakeMailers } from '../../mail/index.ts';
import { toPublicUser } from './accounts.ts';
import { badRequest, conflict, HttpError } from '../shared/errors.ts';
import { getSettings } from '../settings/settings.ts';

async function checkCurrentPassword(db: Db, userId: string, currentPassword: string): Promise<void> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new HttpError(401, MSG.unauthorized);
  if (!(await verifyPassword(currentPassword, row.hash))) throw badRequest(MSG.wrongCurrentPassword);
}

async function updateUser(db: Db, userId: string, set: Partial<typeof users.$inferInsert>): Promise<PublicUser> {
  const [row] = await db.update(users).set(set).where(eq(users.id, userId)).returning();
  if (!row) throw new HttpError(401, MSG.unauthorized);
  return toPublicUser(row);
}

export function changeName(db: Db, userId: string, name: string): Promise<PublicUser> {
  return updateUser(db, userId, { name });
}

/** Returns the old address too, so the caller can tell it about the change. */
export async function changeEmail(
  db: Db,
  userId: string,
  input: ChangeEmailInput,
): Promise<{ user: PublicUser; previousEmail: string }> {
  await checkCurrentPassword(db, userId, input.currentPassword);
  const [before] = await db
    .select({ email: users.email, lang: users.lang })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  try {
    const user = await updateUser(db, userId, { email: input.email });
    if (before.email !== user.email) {
      const shop = await getSettings(db); // the number to call is the one the seller set now
      await enqueueMail(db, {
        to: before.email,
        ...emailChangedMail(user.name, user.email, shop, before.lang ?? 'az'),
      });
      wakeMailers();
    }
    return { user, previousEmail: before.email };
  } catch (error) {
    if (
      (error as { code?: string }).code === '23505' ||
      String((error as { cause?: { code?: string } }).cause?.code) === '23505'
    ) {
      throw conflict(MSG.emailTaken);
    }
    throw error;
  }
}

/** Every other session of the account ends: whoever knew the old password is logged out. */
export async function changePassword(
  db: Db,
  userId: string,
  input: ChangePasswordInput,
  currentToken: string | undefined,
): Promise<void> {
  await checkCurrentPassword(db, userId, input.currentPassword);
  await updateUser(db, userId, { passwordHash: await hashPassword(input.newPassword) });
  await deleteUserSessions(db, userId, currentToken);
}

/** Sessions, cart and addresses go with the account; orders stay, detached (docs/architecture.md §Data). */
export async function deleteOwnAccount(db: Db, userId: string, currentPassword: string): Promise<void> {
  await checkCurrentPassword(db, userId, currentPassword);
  await db.delete(users).where(eq(users.id, userId));
}
