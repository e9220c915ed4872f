/** The seller's side of companies (issue 33): the list (pending first), a company's page, and
 * the decisions — approve with a group, reject with a reason, suspend — each e-mailed to the
 * applicant through the outbox in the decision's transaction. */
import { and, asc, count, desc, eq, ilike, inArray, lte, ne, or, sql, sum, type SQL } from 'drizzle-orm';
import { bakuDayStart, bakuToday } from '../../../domain/orders/order-filters.ts';
import { formatPhone } from '../../../domain/shared/phone.ts';
import { ORDER_STATUS } from '../../../domain/orders/order-status.ts';
import { toManat } from '../../../domain/shared/money.ts';
import { escapeLike } from '../../../domain/search/search-folding.ts';
import { canMove, type CompanyStatus, type CompanyType } from '../../../domain/trade/company.ts';
import { pathInLang } from '../../../domain/i18n/lang.ts';
import { approvedMail, rejectedMail } from '../../../domain/trade/company-mail.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import type { CompanyDetail, CompanySummary } from '../../../domain/trade/types.ts';
import type { Db } from '../../db/client.ts';
import { companies, companyMembers, customerGroups, orders, tradeOrders, users } from '../../db/schema.ts';
import { enqueueMail, wakeMailers } from '../../mail/index.ts';
import { badRequest, conflict, notFound } from '../shared/errors.ts';
import { getSettings } from '../settings/settings.ts';

const { COMPANY_SELLER_MSG } = textsIn('az');

export type CompanyFilter = { status?: CompanyStatus; type?: CompanyType; groupId?: string; q?: string };
export const COMPANY_PAGE_MAX = 200;

const summaryColumns = {
  id: companies.id,
  legalName: companies.legalName,
  voen: companies.voen,
  type: companies.type,
  status: companies.status,
  groupId: companies.groupId,
  groupName: customerGroups.name,
  licenceExpires: companies.licenceExpires,
  createdAt: companies.createdAt,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: unknown } & { id: string; createdAt: Date };
const toSummary = (row: SummaryRow): CompanySummary => ({
  _id: row.id,
  legalName: row.legalName as string,
  voen: row.voen as string,
  type: row.type as CompanyType,
  status: row.status as CompanyStatus,
  groupId: row.groupId as string | null,
  groupName: row.groupName as string | null,
  licenceExpires: row.licenceExpires as string | null,
  createdAt: row.createdAt.toISOString(),
});

/** Pending applications first (oldest first: they have waited longest), then the rest newest first. */
export async function listCompanies(db: Db, filter: CompanyFilter = {}): Promise<CompanySummary[]> {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(companies.status, filter.status));
  if (filter.type) where.push(eq(companies.type, filter.type));
  if (filter.groupId) where.push(eq(companies.groupId, filter.groupId));
  const q = filter.q?.trim();
  if (q) {
    const digits = q.replace(/\s/g, '');
    where.push(or(ilike(companies.legalName, `%${escapeLike(q)}%`), ilike(companies.voen, `${escapeLike(digits)}%`))!);
  }
  const rows = await db
    .select(summaryColumns)
    .from(companies)
    .leftJoin(customerGroups, eq(customerGroups.id, companies.groupId))
    .where(and(...where))
    .orderBy(
      sql`${companies.status} <> 'pending'`,
      sql`case when ${companies.status} = 'pending' then ${companies.createdAt} end asc`,
      desc(companies.createdAt),
    )
    .limit(COMPANY_PAGE_MAX);
  return rows.map(toSummary);
}

/** Goods and delivery of the company's orders not cancelled since `from` (a Baku day). */
async function boughtSince(db: Db, companyId: string, from: string): Promise<number> {
  const [row] = await db
    .select({ qepik: sum(orders.amountQepik) })
    .from(tradeOrders)
    .innerJoin(orders, eq(orders.id, tradeOrders.orderId))
    .where(
      and(
        eq(tradeOrders.companyId, companyId),
        ne(orders.status, ORDER_STATUS.cancelled),
        sql`${orders.createdAt} >= ${bakuDayStart(from)}`,
      ),
    );
  return toManat(Number(row?.qepik ?? 0));
}

export async function getCompany(db: Db, id: string, now = new Date()): Promise<CompanyDetail> {
  const [row] = await db
    .select({
      ...summaryColumns,
      legalAddress: companies.legalAddress,
      phone: companies.phone,
      licenceNumber: companies.licenceNumber,
      licenceFileType: companies.licenceFileType,
      rejectReason: companies.rejectReason,
      decidedAt: companies.decidedAt,
    })
    .from(companies)
    .leftJoin(customerGroups, eq(customerGroups.id, companies.groupId))
    .where(eq(companies.id, id));
  if (!row) throw notFound(COMPANY_SELLER_MSG.companyNotFound);
  const today = bakuToday(now);
  const [people, recent, month, year] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: companyMembers.role,
        createdAt: companyMembers.createdAt,
      })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(companyMembers.companyId, id))
      .orderBy(asc(companyMembers.createdAt)),
    db
      .select({
        id: orders.id,
        number: orders.number,
        status: orders.status,
        amountQepik: orders.amountQepik,
        createdAt: orders.createdAt,
      })
      .from(tradeOrders)
      .innerJoin(orders, eq(orders.id, tradeOrders.orderId))
      .where(eq(tradeOrders.companyId, id))
      .orderBy(desc(orders.createdAt))
      .limit(20),
    boughtSince(db, id, `${today.slice(0, 8)}01`),
    boughtSince(db, id, `${today.slice(0, 5)}01-01`),
  ]);
  return {
    ...toSummary(row),
    legalAddress: row.legalAddress,
    phone: row.phone,
    licenceNumber: row.licenceNumber,
    hasLicenceFile: row.licenceFileType != null,
    rejectReason: row.rejectReason,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    people: people.map((p) => ({
      _id: p.id,
      name: p.name,
      email: p.email,
      role: p.role as 'owner' | 'member',
      createdAt: p.createdAt.toISOString(),
    })),
    orders: recent.map((o) => ({
      _id: o.id,
      number: o.number,
      status: o.status,
      amount: toManat(o.amountQepik),
      createdAt: o.createdAt.toISOString(),
    })),
    totals: { month, year },
  };
}

export type Decision = { to: 'approved'; groupId: string } | { to: 'rejected'; reason: string } | { to: 'suspended' };

/** Moves a company by the seller's decision (domain/trade/company.ts says which moves exist);
 * approving and rejecting e-mail the company's owner. */
export async function decideCompany(db: Db, id: string, decision: Decision, origin: string): Promise<CompanyDetail> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: companies.status, legalName: companies.legalName })
      .from(companies)
      .where(eq(companies.id, id))
      .for('update');
    if (!row) throw notFound(COMPANY_SELLER_MSG.companyNotFound);
    const from = row.status as CompanyStatus;
    if (!canMove(from, decision.to)) {
      const { COMPANY_STATUS_LABEL } = textsIn('az');
      throw conflict(COMPANY_SELLER_MSG.badTransition(COMPANY_STATUS_LABEL[from], COMPANY_STATUS_LABEL[decision.to]));
    }
    let groupName = '';
    if (decision.to === 'approved') {
      const [group] = await tx
        .select({ name: customerGroups.name })
        .from(customerGroups)
        .where(eq(customerGroups.id, decision.groupId));
      if (!group) throw badRequest(COMPANY_SELLER_MSG.groupNotFound, 'groupId');
      groupName = group.name;
    }
    await tx
      .update(companies)
      .set({
        status: decision.to,
        decidedAt: new Date(),
        ...(decision.to === 'approved' ? { groupId: decision.groupId, rejectReason: null } : {}),
        ...(decision.to === 'rejected' ? { rejectReason: decision.reason } : {}),
      })
      .where(eq(companies.id, id));
    if (decision.to === 'suspended') return;
    const owners = await tx
      .select({ email: users.email, lang: users.lang })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(eq(companyMembers.companyId, id), inArray(companyMembers.role, ['owner'])));
    const shop = await getSettings(tx);
    for (const owner of owners) {
      const lang = owner.lang ?? 'az';
      const mail =
        decision.to === 'approved'
          ? approvedMail(lang, row.legalName, groupName, `${origin}${pathInLang('/', lang)}`)
          : rejectedMail(lang, row.legalName, decision.reason, formatPhone(shop.phones[0] ?? ''));
      await enqueueMail(tx, { to: owner.email, ...mail });
    }
  });
  wakeMailers();
  return getCompany(db, id);
}

/** The licence scan, for the seller only (the route guards it). */
export async function licenceFile(db: Db, id: string): Promise<{ bytes: Buffer; type: string }> {
  const [row] = await db
    .select({ bytes: companies.licenceFile, type: companies.licenceFileType })
    .from(companies)
    .where(eq(companies.id, id));
  if (!row) throw notFound(COMPANY_SELLER_MSG.companyNotFound);
  if (!row.bytes || !row.type) throw notFound(COMPANY_SELLER_MSG.noLicenceFile);
  return { bytes: row.bytes, type: row.type };
}

export type TradeOverview = {
  pending: number;
  /** Approved companies whose licence ends within 30 days (or has ended), the soonest first. */
  expiring: { _id: string; legalName: string; licenceExpires: string }[];
};

export async function tradeOverview(db: Db, now = new Date()): Promise<TradeOverview> {
  const until = bakuToday(new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000));
  const [[pending], expiring] = await Promise.all([
    db.select({ n: count() }).from(companies).where(eq(companies.status, 'pending')),
    db
      .select({ id: companies.id, legalName: companies.legalName, licenceExpires: companies.licenceExpires })
      .from(companies)
      .where(and(eq(companies.status, 'approved'), lte(companies.licenceExpires, until)))
      .orderBy(asc(companies.licenceExpires))
      .limit(50),
  ]);
  return {
    pending: Number(pending?.n ?? 0),
    expiring: expiring.map((c) => ({ _id: c.id, legalName: c.legalName, licenceExpires: c.licenceExpires! })),
  };
}
