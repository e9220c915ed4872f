/** The owner's staff (issue 35 item 1): invitations by e-mail (a single-use link valid 72 hours, its
 * token kept only as a SHA-256), roles, suspension and removal; a suspended or removed member's
 * sessions end at once. The store always keeps one active owner. */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, isNull, ne } from 'drizzle-orm';
import { bakuStamp } from '../../../domain/orders/orders-csv.ts';
import { SITE } from '../../../domain/settings/site.ts';
import type { Role } from '../../../domain/staff/permissions.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { hashPassword } from '../../auth/password.ts';
import type { Db } from '../../db/client.ts';
import { sellers, staffInvites } from '../../db/schema.ts';
import { enqueueMail, wakeMailers } from '../../mail/index.ts';
import { badRequest, conflict, notFound } from '../shared/errors.ts';
import { checkStaffPassword } from './password-policy.ts';
import { endAllSessions } from './staff-sessions.ts';

const { ROLE_LABEL, STAFF_MAIL, STAFF_TEXT } = textsIn('az');

export const INVITE_HOURS = 72;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type StaffMemberView = {
  _id: string;
  email: string;
  name: string;
  role: Role;
  suspended: boolean;
  /** whether they set up two-factor sign-in (decision 0101) */
  twoFactor: boolean;
  createdAt: string;
};

export async function listStaff(db: Db): Promise<StaffMemberView[]> {
  const rows = await db.select().from(sellers).orderBy(asc(sellers.createdAt));
  return rows.map((r) => ({
    _id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    suspended: Boolean(r.suspendedAt),
    twoFactor: Boolean(r.totpEnabledAt),
    createdAt: r.createdAt.toISOString(),
  }));
}

async function memberOf(db: Pick<Db, 'select'>, id: string) {
  const [row] = await db.select().from(sellers).where(eq(sellers.id, id));
  if (!row) throw notFound(STAFF_TEXT.staffNotFound);
  return row;
}

/** Refuses a change that would leave the shop without an active owner. */
async function keepAnOwner(db: Pick<Db, 'select'>, leaving: string): Promise<void> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(sellers)
    .where(and(eq(sellers.role, 'owner'), isNull(sellers.suspendedAt), ne(sellers.id, leaving)));
  if (n === 0) throw conflict(STAFF_TEXT.lastOwner);
}

/** A new invitation, mailed through the outbox; its token is returned for the caller's tests only. */
export async function inviteStaff(
  db: Db,
  input: { email: string; role: Role; invitedBy: string },
  origin: string,
): Promise<{ token: string }> {
  const [existing] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.email, input.email));
  if (existing) throw conflict(STAFF_TEXT.staffExists);
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.delete(staffInvites).where(eq(staffInvites.email, input.email)); // an earlier link stops working
    await tx.insert(staffInvites).values({
      tokenHash: hashToken(token),
      email: input.email,
      role: input.role,
      invitedBy: input.invitedBy,
      expiresAt: new Date(Date.now() + INVITE_HOURS * 3_600_000),
    });
    const link = `${origin}/seller/invite?token=${token}`;
    await enqueueMail(tx, {
      to: input.email,
      subject: STAFF_MAIL.inviteSubject(SITE.name),
      text: STAFF_MAIL.inviteText(ROLE_LABEL[input.role], link, SITE.name),
    });
  });
  wakeMailers();
  return { token };
}

/** The invitation a link opens, or null when it is unknown, used or expired. */
export async function findInvite(db: Db, token: string): Promise<{ email: string; role: Role } | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ email: staffInvites.email, role: staffInvites.role })
    .from(staffInvites)
    .where(and(eq(staffInvites.tokenHash, hashToken(token)), gt(staffInvites.expiresAt, new Date())));
  return row ?? null;
}

/** The invited person sets their password: the account is made and the link is used up. */
export async function acceptInvite(
  db: Db,
  input: { token: string; password: string; name?: string },
): Promise<{ id: string; email: string; role: Role }> {
  checkStaffPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [invite] = await tx
      .delete(staffInvites)
      .where(and(eq(staffInvites.tokenHash, hashToken(input.token)), gt(staffInvites.expiresAt, new Date())))
      .returning();
    if (!invite) throw badRequest(STAFF_TEXT.inviteInvalid);
    const [row] = await tx
      .insert(sellers)
      .values({ email: invite.email, passwordHash, role: invite.role, name: (input.name ?? '').slice(0, 100) })
      .onConflictDoNothing({ target: sellers.email })
      .returning({ id: sellers.id });
    if (!row) throw conflict(STAFF_TEXT.staffExists);
    return { id: row.id, email: invite.email, role: invite.role };
  });
}

/** Tells a staff member their account was signed in from a browser it had not seen. */
export async function mailNewDevice(db: Db, id: string, from: { address: string; device: string }): Promise<void> {
  const member = await memberOf(db, id);
  const when = bakuStamp(new Date().toISOString());
  await enqueueMail(db, {
    to: member.email,
    subject: STAFF_MAIL.newDeviceSubject(SITE.name),
    text: STAFF_MAIL.newDeviceText(when, from.address, from.device || STAFF_MAIL.unknownDevice),
  });
  wakeMailers();
}

/** Refuses (404) an id that names no member. */
export async function memberExists(db: Db, id: string): Promise<void> {
  await memberOf(db, id);
}

export async function changeRole(db: Db, id: string, role: Role): Promise<{ before: Role; after: Role }> {
  return db.transaction(async (tx) => {
    const member = await memberOf(tx, id);
    if (member.role === 'owner' && role !== 'owner') await keepAnOwner(tx, id);
    await tx.update(sellers).set({ role }).where(eq(sellers.id, id));
    return { before: member.role, after: role };
  });
}

/** Suspends (its sessions end at once) or restores a member; never oneself, never the last owner. */
export async function setSuspended(db: Db, id: string, suspended: boolean, by: string): Promise<void> {
  if (id === by) throw conflict(STAFF_TEXT.notYourself);
  await db.transaction(async (tx) => {
    const member = await memberOf(tx, id);
    if (suspended && member.role === 'owner') await keepAnOwner(tx, id);
    await tx
      .update(sellers)
      .set({ suspendedAt: suspended ? new Date() : null })
      .where(eq(sellers.id, id));
    if (suspended) await endAllSessions(tx, id); // and their remembered devices
  });
}

/** Removes a member and their sessions; their audit rows stay (they name the e-mail). */
export async function removeStaff(db: Db, id: string, by: string): Promise<{ email: string; role: Role }> {
  if (id === by) throw conflict(STAFF_TEXT.notYourself);
  return db.transaction(async (tx) => {
    const member = await memberOf(tx, id);
    if (member.role === 'owner') await keepAnOwner(tx, id);
    await tx.delete(sellers).where(eq(sellers.id, id)); // sessions go with it (cascade)
    return { email: member.email, role: member.role };
  });
}
