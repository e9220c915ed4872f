/** A whole business day across the capabilities (issue 40), in each storefront language, on both
 * databases: the owner's settings read by the documents, a clinic applied, approved, given terms;
 * its buyer's quantity rule held on every path that changes a cart (quick order, the cart page,
 * the spec's cart call); an Rx item ordered on the clinic's licence and the licence shown to the
 * warehouse; the spec's status calls by the warehouse; the invoice with the settings' bank details,
 * ƏDV and due date; the accountant's payment; a statement that balances; every staff write read
 * back by the owner, the product's own history included; a retail customer in a zone without cash
 * paying by transfer against a proforma with the IBAN; and the spec's own address and calls. */
import { eq } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cartAction } from '../../../app/lib/cart/cart-actions.server.ts';
import { quickOrderAction } from '../../../app/lib/trade/quick-order.server.ts';
import type { Lang } from '../../../domain/i18n/lang.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { ORDER_STATUS as S } from '../../../domain/orders/order-status.ts';
import { users } from '../../../server/db/schema.ts';
import { createServices } from '../../../server/services/index.ts';
import { useTestApp, type Customer } from '../../helpers/app.ts';
import { buyerIn, download, pdfText, sellerDocuments, setStatus, setZones } from '../../helpers/invoices.ts';
import { addStaff, type StaffMember } from '../../helpers/staff.ts';
import { apply, clinicFields, createGroup, licencePdf } from '../../helpers/trade.ts';

const t = useTestApp();
const { TRADE_QUANTITY_MSG } = textsIn('az');

/** The distributor's own bank, not the demo shop's. */
const BANK = {
  bankName: 'Xalq Bank ASC',
  bankCode: '200004',
  bankCorrAccount: 'AZ03NABZ01350100000000002944',
  bankSwift: 'HAJIAZ22',
  bankIban: 'AZ39AIIB38090019449876543210',
};
const IBAN_PRINTED = /AZ39\s?AIIB\s?3809\s?0019\s?4498\s?7654\s?3210/;

/** A page's request as the browser posts it: `path` in the day's language. */
function pageContext(user: { _id: string; name: string; email: string; cart: Record<string, number> }) {
  return {
    services: createServices(t.db),
    user,
    checkoutConfig: {},
    origin: 'https://vetaqro.test',
  } as unknown as AppLoadContext;
}
const pagePath = (lang: Lang, path: string) => (lang === 'ru' ? `/ru${path}` : path);
function form(lang: Lang, path: string, fields: Record<string, string>) {
  return new Request(`https://vetaqro.test${pagePath(lang, path)}`, {
    method: 'POST',
    headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}
async function cartOf(c: Customer): Promise<Record<string, number>> {
  return (await t.get('/api/user/is-auth', c.cookie)).body.user.cart;
}

describe.each<Lang>(['az', 'ru'])('a business day (%s)', (lang) => {
  let owner: string;
  let manager: StaffMember;
  let warehouse: StaffMember;
  let accountant: StaffMember;
  let boxed: { _id: string; name: string; sku: string };
  let rxItem: { _id: string; name: string; sku: string };
  let buyer: Customer;
  let companyId: string;
  let termsOrder: { _id: string; number: number; amount: number };

  it('the owner saves the bank details, 10 % ƏDV and the zones; the staff sign in', async () => {
    owner = await t.loginSeller();
    const settings = (await t.get('/api/settings')).body.settings;
    const saved = await t.put('/api/settings', { ...settings, ...BANK, vatRate: 10, vatIncluded: true }, owner);
    expect(saved.status).toBe(200);
    await setZones(t);
    manager = await addStaff(t, 'manager');
    warehouse = await addStaff(t, 'warehouse');
    accountant = await addStaff(t, 'accountant');
  });

  it('a clinic applies, the manager approves it into a group with a box rule, the accountant gives it terms', async () => {
    const suffix = Math.random().toString(36).slice(2, 8).toUpperCase();
    // the manager adds both through the spec's own call, with the vet facts beside its fields
    const add = async (fields: Record<string, string>) => {
      const res = await t.upload('POST', '/api/product/add-product', fields, [], manager.cookie);
      expect(res.status).toBe(201);
      return { ...res.body.product, sku: fields.sku } as { _id: string; name: string; sku: string };
    };
    boxed = await add({ name: `Şpris 5 ml ${suffix}`, category: 'Digər', offerPrice: '0.5', sku: `SP5-${suffix}` });
    rxItem = await add({
      name: `Ivermektin 1% 50 ml ${suffix}`,
      category: 'Inyeksiyalar',
      offerPrice: '24',
      sku: `IV1-${suffix}`,
      rx: 'true',
      withdrawalMeat: '28',
    });

    buyer = await t.registerCustomer(lang === 'ru' ? 'Ольга Смирнова' : 'Aysel Quliyeva');
    await t.db.update(users).set({ lang }).where(eq(users.id, buyer.user._id));
    const applied = await apply(t, buyer, clinicFields(), [licencePdf()]);
    expect(applied.status).toBe(201);
    companyId = applied.body.company._id;

    const group = await createGroup(t, `Klinikalar ${suffix}`);
    const rule = await t.put(
      `/api/trade/seller/groups/${group._id}/products/${boxed._id}`,
      { price: 0.45, minimum: 6, increment: 3, maximum: 30 },
      manager.cookie,
    );
    expect(rule.status).toBe(200);
    const approved = await t.post(
      `/api/trade/seller/companies/${companyId}/approve`,
      { groupId: group._id },
      manager.cookie,
    );
    expect(approved.status).toBe(200);
    const terms = await t.put(
      `/api/payments/seller/companies/${companyId}/terms`,
      { termsDays: 30, creditLimit: 5000 },
      accountant.cookie,
    );
    expect(terms.status).toBe(200);
  });

  it('the buyer quick-orders a pasted list: a quantity the rule forbids is refused on every path', async () => {
    const context = () => pageContext({ ...buyer.user, cart: {} });
    // the paste: 4 is under the minimum, the Rx line is fine
    const pasted = await quickOrderAction(context(), buyer.user._id, { text: `${boxed.sku} 4\n${rxItem.sku} 2` }, {});
    expect(pasted).toMatchObject({ ok: true, rest: `${boxed.sku} 4` });
    expect(await cartOf(buyer)).toEqual({ [rxItem._id]: 2 });
    // the spec's cart call is held to the same rule
    for (const [quantity, message] of [
      [4, TRADE_QUANTITY_MSG.belowMinimum(boxed.name, 6)],
      [7, TRADE_QUANTITY_MSG.notIncrement(boxed.name, 3, 6, 9)],
      [33, TRADE_QUANTITY_MSG.aboveMaximum(boxed.name, 30)],
    ] as const) {
      const res = await t.post(
        '/api/cart/update',
        { cartItems: { [rxItem._id]: 2, [boxed._id]: quantity } },
        buyer.cookie,
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await cartOf(buyer)).toEqual({ [rxItem._id]: 2 });
    // the cart page refuses 7 as well, and takes 9
    const refused = await cartAction({
      request: form(lang, '/cart', { intent: 'set', productId: boxed._id, quantity: '7' }),
      context: pageContext({ ...buyer.user, cart: await cartOf(buyer) }),
    } as never).catch((thrown: unknown) => thrown);
    expect(refused).toMatchObject({ init: { status: 400 } });
    const fixed = await quickOrderAction(context(), buyer.user._id, { text: `${boxed.sku} 9` }, {});
    expect(fixed).toMatchObject({ ok: true, problems: [] });
    expect(await cartOf(buyer)).toEqual({ [rxItem._id]: 2, [boxed._id]: 9 });
  });

  it('orders on terms with the Rx item on its licence; the warehouse sees the licence, accepts and completes', async () => {
    const address = (await t.createAddress(buyer.cookie, { city: 'Bakı', state: 'Nəsimi' }))._id;
    const res = await t.post(
      '/api/order/cod',
      {
        items: [
          { product: boxed._id, quantity: 9 },
          { product: rxItem._id, quantity: 2 },
        ],
        address,
        paymentMethod: 'terms',
      },
      buyer.cookie,
    );
    expect(res.status).toBe(201);
    termsOrder = res.body.order;
    expect(res.body.order).toMatchObject({ paymentMethod: 'terms', rx: true });
    const prescription = await t.get(`/api/order/seller/${termsOrder._id}/prescription`, warehouse.cookie);
    expect(prescription.body.prescription).toMatchObject({ licence: { number: 'BL-2024-0457' } });
    expect((await setStatus(t, termsOrder._id, S.accepted, warehouse.cookie)).status).toBe(200);
    const done = await setStatus(t, termsOrder._id, S.completed, warehouse.cookie);
    expect(done.status).toBe(200);
    expect(done.body.order.isPaid).toBe(false); // on terms: paid by payments
  });

  it('the invoice carries the settings’ bank details, 10 % ƏDV and the due date', async () => {
    const docs = await sellerDocuments(t, termsOrder._id);
    const invoice = docs.find((d) => d.kind === 'invoice')!;
    expect(invoice).toBeTruthy();
    const pdf = await download(t, `/api/invoices/seller/order/${termsOrder._id}/${invoice._id}`, accountant.cookie);
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.body);
    expect(text).toMatch(IBAN_PRINTED);
    expect(text).toContain(BANK.bankName);
    expect(text).toContain(BANK.bankSwift);
    expect(text).toContain('10%');
    expect(text).not.toContain('18%');
    const due = new Date(Date.now() + 30 * 86_400_000).toLocaleDateString('az-AZ', { timeZone: 'Asia/Baku' });
    expect(text).toContain(due);
  });

  it('the accountant records the payment; the statement balances at zero', async () => {
    const paid = await t.post(
      `/api/payments/seller/order/${termsOrder._id}`,
      { amount: termsOrder.amount, method: 'bank', reference: `KB-${termsOrder.number}` },
      accountant.cookie,
    );
    expect(paid.status).toBe(201);
    const statement = await t.get('/api/payments/statement', buyer.cookie);
    expect(statement.status).toBe(200);
    expect(statement.body.statement).toMatchObject({ owed: 0, overdue: 0, remaining: 5000 });
    const line = statement.body.statement.orders.find((o: { orderId: string }) => o.orderId === termsOrder._id);
    expect(line).toMatchObject({ paid: termsOrder.amount, outstanding: 0, state: 'paid' });
    // the PDF of the same statement, in the day's language, closes at zero after the order and the payment
    const pdf = await download(t, `/api/trade/company/statement.pdf?lang=${lang}`, buyer.cookie);
    const text = (await pdfText(pdf.body)).replace(/\s+/g, ' ');
    const amount = termsOrder.amount.toFixed(2).replace('.', ',');
    expect(text).toContain(`${lang === 'ru' ? 'Заказ' : 'Sifariş'} № ${termsOrder.number} ${amount}`);
    expect(text).toMatch(lang === 'ru' ? /Сальдо на конец периода 0,00/ : /Dövrün sonuna qalıq 0,00/);
    const mine = (await t.get('/api/order/user', buyer.cookie)).body.orders.find(
      (o: { _id: string }) => o._id === termsOrder._id,
    );
    expect(mine.isPaid).toBe(true);
  });

  it('the owner reads every staff write of the day, the product’s price change in its own history', async () => {
    const log = (await t.get('/api/staff/audit?limit=500', owner)).body.entries as {
      actorEmail: string;
      entity: string;
      action: string;
    }[];
    const by = (who: StaffMember) => log.filter((e) => e.actorEmail === who.email).map((e) => e.entity);
    expect(by(manager)).toEqual(expect.arrayContaining(['company']));
    expect(by(accountant)).toEqual(expect.arrayContaining(['payment']));
    expect(by(warehouse)).toEqual(expect.arrayContaining(['order']));
    const history = await t.get(`/api/staff/audit?entity=product&entityId=${boxed._id}`, owner);
    const entities = history.body.entries.map((e: { entity: string; actorEmail: string }) => [e.entity, e.actorEmail]);
    // the product added by the manager, and its box rule in the clinics' group, by the same manager
    expect(entities).toEqual(
      expect.arrayContaining([
        ['product', manager.email],
        ['customer-group', manager.email],
      ]),
    );
  });

  it('a retail customer in a zone without cash pays by transfer against a proforma with the IBAN', async () => {
    const p = await t.createProduct({ name: 'Royal Canin Mini Adult 2 kq', offerPrice: 31.9 });
    const customer = await buyerIn(t, 'Şəki');
    await t.db.update(users).set({ lang }).where(eq(users.id, customer.user._id));
    const res = await t.post(
      '/api/order/cod',
      { items: [{ product: p._id, quantity: 1 }], address: customer.addressId },
      customer.cookie,
    );
    expect(res.status).toBe(201);
    expect(res.body.order.paymentType).toBe('TRANSFER');
    const docs = (await t.get(`/api/invoices/order/${res.body.order._id}`, customer.cookie)).body.documents;
    const proforma = docs.find((d: { kind: string }) => d.kind === 'proforma');
    const pdf = await download(t, `/api/invoices/order/${res.body.order._id}/${proforma._id}`, customer.cookie);
    expect(await pdfText(pdf.body)).toMatch(IBAN_PRINTED);
  });

  it('a customer ordering from the spec’s address is accepted and completed by the spec’s calls', async () => {
    const p = await t.createProduct({ offerPrice: 12.5 });
    const customer = await t.registerCustomer();
    const address = await t.createAddress(customer.cookie, { city: 'Bakı', state: 'Bakı' });
    const res = await t.post(
      '/api/order/cod',
      { items: [{ product: p._id, quantity: 2 }], address: address._id },
      customer.cookie,
    );
    expect(res.status).toBe(201);
    expect(res.body.order.paymentType).toBe('COD');
    const id = res.body.order._id;
    for (const status of [S.accepted, S.sent, S.accepted, S.completed]) {
      const step = await setStatus(t, id, status, warehouse.cookie);
      expect(step.status).toBe(200);
      expect(step.body.order.status).toBe(status);
    }
    const mine = (await t.get('/api/order/user', customer.cookie)).body.orders.find(
      (o: { _id: string }) => o._id === id,
    );
    expect(mine).toMatchObject({ status: S.completed, isPaid: true });
  });
});
