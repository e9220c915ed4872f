/** A customer's side of trade accounts (issue 33): applying as a company, reading one's own
 * company, and the company a session buys for (what prices, rules and Rx rights it has). */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { bakuToday } from '../../../domain/orders/order-filters.ts';
import { licenceValid, needsLicence, type CompanyApplication } from '../../../domain/trade/company.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import type { OwnCompany } from '../../../domain/trade/types.ts';
import type { Db } from '../../db/client.ts';
import { companies, companyMembers, customerGroups, users } from '../../db/schema.ts';
import { badRequest, conflict } from '../shared/errors.ts';
import { checkedLicenceFile } from './licence-file.ts';

const { BUSINESS_MSG } = textsIn('az');

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e.cause ?? e).code === '23505';
};

/** Applies for a trade account, or applies again after a rejection (the same company row, back
 * to "pending"). The scan is checked by its bytes before anything is written. */
export async function applyForCompany(
  db: Db,
  userId: string,
  input: CompanyApplication,
  scan: Buffer | undefined,
): Promise<OwnCompany> {
  const licence = needsLicence(input.type);
  if (licence && !scan?.length) throw badRequest(BUSINESS_MSG.licenceFileNeeded, 'licenceFile');
  const file = licence && scan ? await checkedLicenceFile(scan) : null;
  const values = {
    legalName: input.legalName,
    voen: input.voen,
    type: input.type,
    legalAddress: input.legalAddress,
    phone: input.phone,
    licenceNumber: licence ? input.licenceNumber : null,
    licenceExpires: licence ? input.licenceExpires : null,
    licenceFile: file?.bytes ?? null,
    licenceFileType: file?.type ?? null,
    status: 'pending',
    rejectReason: null,
    groupId: null,
    decidedAt: null,
  };
  try {
    await db.transaction(async (tx) => {
      const [member] = await tx
        .select({ companyId: companyMembers.companyId, role: companyMembers.role, status: companies.status })
        .from(companyMembers)
        .innerJoin(companies, eq(companies.id, companyMembers.companyId))
        .where(eq(companyMembers.userId, userId))
        .for('update');
      if (member && !(member.role === 'owner' && member.status === 'rejected'))
        throw conflict(BUSINESS_MSG.alreadyMember);
      if (member) {
        await tx.update(companies).set(values).where(eq(companies.id, member.companyId));
        return;
      }
      const [row] = await tx.insert(companies).values(values).returning({ id: companies.id });
      await tx.insert(companyMembers).values({ userId, companyId: row.id, role: 'owner' });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(BUSINESS_MSG.voenTaken, 'voen');
    throw error;
  }
  return (await ownCompany(db, userId))!;
}

/** The company a customer belongs to, whatever its status; null for a retail customer. */
export async function ownCompany(db: Db, userId: string): Promise<OwnCompany | null> {
  const [row] = await db
    .select({
      id: companies.id,
      legalName: companies.legalName,
      voen: companies.voen,
      type: companies.type,
      status: companies.status,
      rejectReason: companies.rejectReason,
      groupName: customerGroups.name,
      licenceNumber: companies.licenceNumber,
      licenceExpires: companies.licenceExpires,
      role: companyMembers.role,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .leftJoin(customerGroups, eq(customerGroups.id, companies.groupId))
    .where(eq(companyMembers.userId, userId));
  if (!row) return null;
  const members = await db
    .select({ name: users.name, email: users.email, role: companyMembers.role })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, row.id))
    .orderBy(asc(companyMembers.createdAt));
  const { id, ...rest } = row;
  return {
    _id: id,
    ...rest,
    type: row.type as OwnCompany['type'],
    status: row.status as OwnCompany['status'],
    role: row.role as OwnCompany['role'],
    members: members.map((m) => ({ ...m, role: m.role as OwnCompany['role'] })),
  };
}

/** What a buyer's session buys as: the approved company's group and licence; null for a retail
 * buyer, and for a company that waits, was rejected or is suspended (they buy at retail). */
export type Buyer = {
  companyId: string;
  groupId: string | null;
  groupName: string | null;
  type: OwnCompany['type'];
  legalName: string;
  licenceNumber: string | null;
  licenceExpires: string | null;
  /** A clinic's or pharmacy's licence on file and not expired today (Baku). */
  licensed: boolean;
};

/** The approved company of a user (the SQL of their id), as a subquery of one row with its
 * `group_id`: a member of an approved company buys at trade prices, as tradeBuyer reads it. */
export const approvedCompanyOf = (userId: SQL) =>
  sql`select c.group_id from company_members m join companies c on c.id = m.company_id
    where m.user_id = ${userId} and c.status = 'approved' limit 1`;

export async function tradeBuyer(db: Db, userId: string, now = new Date()): Promise<Buyer | null> {
  const [row] = await db
    .select({
      companyId: companies.id,
      groupId: companies.groupId,
      groupName: customerGroups.name,
      type: companies.type,
      legalName: companies.legalName,
      licenceNumber: companies.licenceNumber,
      licenceExpires: companies.licenceExpires,
      hasFile: companies.licenceFileType,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .leftJoin(customerGroups, eq(customerGroups.id, companies.groupId))
    .where(and(eq(companyMembers.userId, userId), eq(companies.status, 'approved')));
  if (!row) return null;
  const type = row.type as Buyer['type'];
  return {
    companyId: row.companyId,
    groupId: row.groupId,
    groupName: row.groupName,
    type,
    legalName: row.legalName,
    licenceNumber: row.licenceNumber,
    licenceExpires: row.licenceExpires,
    licensed:
      needsLicence(type) &&
      Boolean(row.licenceNumber && row.hasFile) &&
      licenceValid(row.licenceExpires, bakuToday(now)),
  };
}
