/** Colleagues join a company by an e-mailed invitation (issue 33): single use, valid for
 * INVITE_DAYS, kept only as the token's SHA-256; each colleague signs in with their own account
 * (the invited address), so every person's orders are their own and the company sees all. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { COMPANY_MAIL, COMPANY_MSG } from '../../../domain/trade/trade-text.ts';
import type { Db } from '../../db/client.ts';
import { companies, companyInvites, companyMembers, users } from '../../db/schema.ts';
import { enqueueMail, wakeMailers } from '../../mail/index.ts';
import { badRequest, conflict, HttpError } from '../errors.ts';

export const INVITE_DAYS = 7;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The owner of an approved company invites a colleague by e-mail. Returns the link's token
 * (the e-mail carries it; tests read it from there). */
export async function inviteColleague(
  db: Db,
  userId: string,
  email: string,
  origin: string,
  now = new Date(),
): Promise<void> {
  const [owner] = await db
    .select({ companyId: companies.id, legalName: companies.legalName, status: companies.status, name: users.name })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.role, 'owner')));
  if (!owner || owner.status !== 'approved') throw new HttpError(403, COMPANY_MSG.notCompanyOwner);
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.insert(companyInvites).values({
      tokenHash: hashToken(token),
      companyId: owner.companyId,
      email,
      invitedBy: userId,
      expiresAt: new Date(now.getTime() + INVITE_DAYS * 24 * 60 * 60 * 1000),
    });
    const mail = COMPANY_MAIL.invite(owner.legalName, owner.name, `${origin}/account/join?token=${token}`, INVITE_DAYS);
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
    if (!invite || invite.status !== 'approved') throw badRequest(COMPANY_MSG.inviteInvalid);
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (user?.email !== invite.email) throw new HttpError(403, COMPANY_MSG.inviteEmailMismatch);
    const [member] = await tx
      .select({ id: companyMembers.userId })
      .from(companyMembers)
      .where(eq(companyMembers.userId, userId));
    if (member) throw conflict(COMPANY_MSG.alreadyMember);
    await tx.insert(companyMembers).values({ userId, companyId: invite.companyId, role: 'member' });
    await tx
      .update(companyInvites)
      .set({ usedAt: now })
      .where(eq(companyInvites.tokenHash, hashToken(token)));
    return { legalName: invite.legalName };
  });
}
