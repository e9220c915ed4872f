/** The payment of an order being placed (issue 34 item 2, decision 0105): the method the customer
 * chose, checked against the zone and the company's terms inside the order's transaction. For
 * payment on terms the company's row is locked to the commit, so two buyers of one company order
 * one at a time and the limit holds however many orders arrive at once. */
import { and, eq, ne, sql } from 'drizzle-orm';
import { formatMoney } from '../../../domain/shared/format.ts';
import { toManat } from '../../../domain/shared/money.ts';
import { ORDER_STATUS } from '../../../domain/orders/order-status.ts';
import type { PaymentType } from '../../../domain/delivery/delivery.ts';
import {
  defaultMethod,
  paymentChoices,
  type CreditTerms,
  type PaymentChoice,
  type PaymentMethod,
} from '../../../domain/payments/methods.ts';
import { remainingLimit } from '../../../domain/payments/state.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import type { Db } from '../../db/client.ts';
import { companies, orders, payments, tradeOrders } from '../../db/schema.ts';
import { badRequest, conflict } from '../shared/errors.ts';
import { tradeBuyer } from '../trade/companies.ts';

const { PAYMENT_UI } = textsIn('az');

const money = (qepik: number) => formatMoney(toManat(qepik));

export type CompanyCredit = { terms: CreditTerms | null; onTermsQepik: number; remainingQepik: number };

/** What a company owes on its open orders on terms (amount less payments), qəpik. */
export async function owedOnTerms(db: Pick<Db, 'select'>, companyId: string): Promise<number> {
  const paid = db
    .select({ orderId: payments.orderId, paid: sql<number>`sum(${payments.amountQepik})`.as('paid') })
    .from(payments)
    .groupBy(payments.orderId)
    .as('paid');
  const [row] = await db
    .select({ owed: sql<string>`coalesce(sum(greatest(${orders.amountQepik} - coalesce(${paid.paid}, 0), 0)), 0)` })
    .from(orders)
    .innerJoin(tradeOrders, eq(tradeOrders.orderId, orders.id))
    .leftJoin(paid, eq(paid.orderId, orders.id))
    .where(
      and(
        eq(tradeOrders.companyId, companyId),
        eq(orders.paymentMethod, 'terms'),
        eq(orders.isPaid, false),
        ne(orders.status, ORDER_STATUS.cancelled),
      ),
    );
  return Number(row?.owed ?? 0);
}

/** The company's terms and what is left of its limit; `lock` holds its row to the commit. */
export async function companyCredit(db: Db, companyId: string | null, lock = false): Promise<CompanyCredit> {
  if (!companyId) return { terms: null, onTermsQepik: 0, remainingQepik: 0 };
  const query = db
    .select({ days: companies.termsDays, limit: companies.creditLimitQepik, status: companies.status })
    .from(companies)
    .where(eq(companies.id, companyId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || row.status !== 'approved' || row.days == null || row.limit == null)
    return { terms: null, onTermsQepik: 0, remainingQepik: 0 };
  const onTermsQepik = await owedOnTerms(db, companyId);
  return {
    terms: { days: row.days, limitQepik: row.limit },
    onTermsQepik,
    remainingQepik: remainingLimit(row.limit, onTermsQepik),
  };
}

export type ChosenPayment = { method: PaymentMethod; termsDays: number | null };

/** The method of the order, or a refusal saying why (and, over the limit, by how much). */
export async function choosePayment(
  db: Db,
  companyId: string | null,
  zonePayment: PaymentType,
  totalQepik: number,
  wanted: PaymentMethod | undefined,
): Promise<ChosenPayment> {
  const method = wanted ?? defaultMethod(zonePayment);
  if (method === 'prepay') return { method, termsDays: null };
  if (method === 'cod') {
    if (zonePayment !== 'COD') throw badRequest(PAYMENT_UI.codNotHere);
    return { method, termsDays: null };
  }
  const credit = await companyCredit(db, companyId, true);
  if (!credit.terms) throw badRequest(PAYMENT_UI.noTerms);
  if (totalQepik > credit.remainingQepik)
    throw conflict(PAYMENT_UI.overLimitRefused(money(totalQepik), money(credit.remainingQepik)));
  return { method, termsDays: credit.terms.days };
}

/** What the checkout offers this buyer for this zone and total (the cart page's read). */
export async function checkoutChoices(
  db: Db,
  companyId: string | null,
  zonePayment: PaymentType,
  totalQepik: number,
): Promise<{ choices: PaymentChoice[]; credit: CompanyCredit }> {
  const credit = await companyCredit(db, companyId);
  const choices = paymentChoices({
    zonePayment,
    terms: credit.terms,
    remainingQepik: credit.remainingQepik,
    totalQepik,
  });
  return { choices, credit };
}

/** The signed-in buyer's terms and what is left of the limit, for the checkout; null for a buyer
 * without terms (retail, or a company the seller gave none). */
export async function buyerCredit(
  db: Db,
  userId: string | undefined,
): Promise<{ terms: CreditTerms; remainingQepik: number } | null> {
  const buyer = userId ? await tradeBuyer(db, userId) : null;
  const credit = await companyCredit(db, buyer?.companyId ?? null);
  return credit.terms ? { terms: credit.terms, remainingQepik: credit.remainingQepik } : null;
}
