/** Colleagues join a company by an e-mailed invitation (issue 33): single use, valid for
 * INVITE_DAYS, kept only as the token's SHA-256; each colleague signs in with their own account
 * (the invited address), so every person's orders are their own and the company sees all. */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { pathInLang } from '../../../domain/i18n/lang.ts';
import { inviteMail } from '../../../domain/trade/company-mail.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import type { PendingInvite } from '../../../domain/trade/types.ts';
import type { Db } from '../../db/client.ts';
import { companies, companyInvites, companyMembers, users } from '../../db/schema.ts';
import { enqueueMail, wakeMailers } from '../../mail/index.ts';
import { badRequest, conflict, HttpError, notFound } from '../shared/errors.ts';

const { BUSINESS_MSG } = textsIn('az');

export const INVITE_DAYS = 7;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The company whose approved owner `userId` is; 403 for anyone else (a member, a company waiting,
 * rejected or suspended, a retail customer). */
async function ownerOf(db: Db, userId: string) {
  const [owner] = await db
    .select({
      companyId: companies.id,
      legalName: companies.legalName,
      status: companies.status,
      name: users.name,
      lang: users.lang,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.role, 'owner')));
  if (!owner || owner.status !== 'approved') throw new HttpError(403, BUSINESS_MSG.notCompanyOwner);
  return owner;
}

/** The owner's company's invitations not yet taken and not expired, the oldest first. */
export async function pendingInvites(db: Db, userId: string, now = new Date()): Promise<PendingInvite[]> {
  const { companyId } = await ownerOf(db, userId);
  const rows = await db
    .select({
      id: companyInvites.tokenHash,
      email: companyInvites.email,
      createdAt: companyInvites.createdAt,
      expiresAt: companyInvites.expiresAt,
    })
    .from(companyInvites)
    .where(
      and(eq(companyInvites.companyId, companyId), isNull(companyInvites.usedAt), gt(companyInvites.expiresAt, now)),
    )
    .orderBy(asc(companyInvites.createdAt));
  return rows.map((r) => ({
    _id: r.id,
    email: r.email,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
  }));
}

/** The owner takes back an invitation not yet taken: its link stops working (it then answers
 * BUSINESS_MSG.inviteInvalid, which names a withdrawn invitation). Returns the invited address. */
export async function revokeInvite(db: Db, userId: string, inviteId: string): Promise<{ email: string }> {
  const { companyId } = await ownerOf(db, userId);
  const [gone] = await db
    .delete(companyInvites)
    .where(
      and(
        eq(companyInvites.tokenHash, inviteId),
        eq(companyInvites.companyId, companyId),
        isNull(companyInvites.usedAt),
      ),
    )
    .returning({ email: companyInvites.email });
  if (!gone) throw notFound(BUSINESS_MSG.inviteNotFound);
  return gone;
}

/** The owner of an approved company invites a colleague by e-mail. Returns the link's token
 * (the e-mail carries it; tests read it from there). */
export async function inviteColleague(
  db: Db,
  userId: string,
  email: string,
  origin: string,
  now = new Date(),
): Promise<void> {
  const owner = await ownerOf(db, userId);
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.insert(companyInvites).values({
      tokenHash: hashToken(token),
      companyId: owner.companyId,
      email,
      invitedBy: userId,
      expiresAt: new Date(now.getTime() + INVITE_DAYS * 24 * 60 * 60 * 1000),
    });
    const lang = owner.lang ?? 'az';
    const link = `${origin}${pathInLang('/account/join', lang)}?token=${token}`;
    const mail = inviteMail(lang, owner.legalName, owner.name, link, INVITE_DAYS);
    await enqueueMail(tx, { to: email, ...mail });
  });
  wakeMailers();
}

/** The signed-in customer takes an invitation sent to their own e-mail: they join the company
 * and the link stops working. */
export async function acceptInvite(
  db: Db,
  userId: string,
  token: string,
  now = new Date(),
): Promise<{ legalName: string }> {
  return db.transaction(async (tx) => {
    const [invite] = await tx
      .select({
        companyId: companyInvites.companyId,
        email: companyInvites.email,
        legalName: companies.legalName,
        status: companies.status,
      })
      .from(companyInvites)
      .innerJoin(companies, eq(companies.id, companyInvites.companyId))
      .where(
        and(
          eq(companyInvites.tokenHash, hashToken(token)),
          isNull(companyInvites.usedAt),
          gt(companyInvites.expiresAt, now),
        ),
      )
      .for('update', { of: companyInvites });
    if (!invite || invite.status !== 'approved') throw badRequest(BUSINESS_MSG.inviteInvalid);
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (user?.email !== invite.email) throw new HttpError(403, BUSINESS_MSG.inviteEmailMismatch);
    const [member] = await tx
      .select({ id: companyMembers.userId })
      .from(companyMembers)
      .where(eq(companyMembers.userId, userId));
    if (member) throw conflict(BUSINESS_MSG.alreadyMember);
    await tx.insert(companyMembers).values({ userId, companyId: invite.companyId, role: 'member' });
    await tx
      .update(companyInvites)
      .set({ usedAt: now })
      .where(eq(companyInvites.tokenHash, hashToken(token)));
    return { legalName: invite.legalName };
  });
}
