/** The owner's pending invitations (issue 35 item 1): listed with who, which role, when sent and
 * until when valid; sent again (a new link replaces the old, decision 0098) or withdrawn. */
import { asc, eq, gt } from 'drizzle-orm';
import type { Role } from '../../../domain/staff/permissions.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import type { Db } from '../../db/client.ts';
import { staffInvites } from '../../db/schema.ts';
import { notFound } from '../shared/errors.ts';
import { inviteStaff } from './staff-accounts.ts';

const { STAFF_MORE_TEXT } = textsIn('az');

export type PendingInvite = { email: string; role: Role; sentAt: string; expiresAt: string };

export async function listInvites(db: Db): Promise<PendingInvite[]> {
  const rows = await db
    .select()
    .from(staffInvites)
    .where(gt(staffInvites.expiresAt, new Date()))
    .orderBy(asc(staffInvites.createdAt));
  return rows.map((r) => ({
    email: r.email,
    role: r.role,
    sentAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
  }));
}

async function pending(db: Db, email: string) {
  const [row] = await db.select().from(staffInvites).where(eq(staffInvites.email, email)).limit(1);
  if (!row) throw notFound(STAFF_MORE_TEXT.inviteNotFound);
  return row;
}

/** A new link (valid 72 hours from now) to the same address and role; the earlier link stops working. */
export async function resendInvite(db: Db, email: string, by: string, origin: string): Promise<{ role: Role }> {
  const row = await pending(db, email);
  await inviteStaff(db, { email, role: row.role, invitedBy: by }, origin);
  return { role: row.role };
}

export async function withdrawInvite(db: Db, email: string): Promise<{ role: Role }> {
  const row = await pending(db, email);
  await db.delete(staffInvites).where(eq(staffInvites.email, email));
  return { role: row.role };
}
