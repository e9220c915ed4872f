/** Payment fixtures (issue 34): a company on terms with several buyers, an order with a method. */
import { expect } from 'vitest';
import { companyMembers } from '../../server/db/schema.ts';
import type { Customer, TestApp } from './app.ts';
import { approvedBuyer, createGroup } from './trade.ts';

let groupSeq = 0;

/** An approved company with `termsDays` net days and a `limit` (manat), and `buyers` people in it. */
export async function companyOnTerms(t: TestApp, limit: number, buyers = 1, termsDays = 30) {
  const group = await createGroup(t, `Möhlət ${++groupSeq}-${Date.now()}`);
  const { customer, companyId } = await approvedBuyer(t, group._id);
  const res = await t.put(
    `/api/payments/seller/companies/${companyId}/terms`,
    { termsDays, creditLimit: limit },
    await t.loginSeller(),
  );
  expect(res.status).toBe(200);
  const people: Customer[] = [customer];
  for (let i = 1; i < buyers; i++) {
    const c = await t.registerCustomer(`Alıcı ${i}`);
    await t.db.insert(companyMembers).values({ userId: c.user._id, companyId, role: 'member' });
    people.push(c);
  }
  return { companyId, buyers: people };
}

export async function placeOrder(
  t: TestApp,
  customer: Customer,
  product: string,
  quantity: number,
  paymentMethod?: string,
) {
  const address = (await t.createAddress(customer.cookie))._id;
  return t.post(
    '/api/order/cod',
    { items: [{ product, quantity }], address, ...(paymentMethod ? { paymentMethod } : {}) },
    customer.cookie,
  );
}
