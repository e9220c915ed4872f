/** Issue 40 item 3 (decision 0122): a licensed clinic's Rx order shows the licence that stood for
 * the prescription (number, expiry, company) to the seller, in the prescription API and on the
 * delivery note; and the seller records a renewed licence (number, expiry, scan) on the company,
 * audited, with `companies.write`, after which a clinic whose licence had expired orders Rx again. */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../domain/i18n/texts-in.ts';

const { RX_MESSAGES, TRADE_RX_MSG } = textsIn('az');
import { auditLog, companies, products } from '../../../server/db/schema.ts';
import { useTestApp, type Customer } from '../../helpers/app.ts';
import { addStaff } from '../../helpers/staff.ts';
import { approvedBuyer, clinicFields, createGroup, licencePdf, nextYear } from '../../helpers/trade.ts';

const t = useTestApp();

async function rxOrder(customer: Customer) {
  const p = await t.createProduct({ name: 'Amoksisillin 15% inyeksiya', offerPrice: 12 });
  await t.db.update(products).set({ rx: true }).where(eq(products.id, p._id));
  const address = (await t.createAddress(customer.cookie))._id;
  return t.post('/api/order/cod', { items: [{ product: p._id, quantity: 1 }], address }, customer.cookie);
}

const renew = (companyId: string, fields: Record<string, string>, cookie: string, files = [licencePdf()]) =>
  t.upload('POST', `/api/trade/seller/companies/${companyId}/licence`, fields, files, cookie);

describe('the licence that stood for a prescription', () => {
  it('the prescription API answers it: number, expiry, company', async () => {
    const group = await createGroup(t, 'Lisenziya görünür');
    const expires = nextYear();
    const { customer } = await approvedBuyer(
      t,
      group._id,
      clinicFields({ licenceNumber: 'BL-2026-0777', licenceExpires: expires, legalName: 'Dostlar Vet MMC' }),
    );
    const res = await rxOrder(customer);
    expect(res.status).toBe(201);
    const seller = await t.loginSeller();
    const rx = await t.get(`/api/order/seller/${res.body.order._id}/prescription`, seller);
    expect(rx.status).toBe(200);
    expect(rx.body.prescription).toMatchObject({
      licence: { number: 'BL-2026-0777', expires, company: 'Dostlar Vet MMC' },
    });
  });
});

describe("the seller records a company's renewed licence", () => {
  it('an expired licence renewed lets the clinic order Rx again; audited; refused without the right', async () => {
    const group = await createGroup(t, 'Lisenziya yenilənir');
    const { customer, companyId } = await approvedBuyer(t, group._id);
    await t.db.update(companies).set({ licenceExpires: '2025-03-31' }).where(eq(companies.id, companyId));
    const refused = await rxOrder(customer);
    expect(refused.body.message).toBe(`${TRADE_RX_MSG.licenceExpired('31 mart 2025')} ${RX_MESSAGES.needPrescription}`);

    const fields = { licenceNumber: 'BL-2027-0001', licenceExpires: nextYear() };
    expect((await renew(companyId, fields, '')).status).toBe(401);
    expect((await renew(companyId, fields, customer.cookie)).status).toBe(403);
    const accountant = await addStaff(t, 'accountant');
    expect((await renew(companyId, fields, accountant.cookie)).status).toBe(403);
    const manager = await addStaff(t, 'manager');
    const past = await renew(companyId, { ...fields, licenceExpires: '2025-12-31' }, manager.cookie);
    expect(past.status).toBe(400);
    const noScan = await renew(companyId, fields, manager.cookie, []);
    expect(noScan.status).toBe(400);

    const renewed = await renew(companyId, fields, manager.cookie);
    expect(renewed.status).toBe(200);
    expect(renewed.body.company).toMatchObject({
      licenceNumber: 'BL-2027-0001',
      licenceExpires: fields.licenceExpires,
    });
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'company'), eq(auditLog.entityId, companyId)));
    const row = rows.find((r) => JSON.stringify(r.changes).includes('BL-2027-0001'));
    expect(row).toMatchObject({ actorEmail: manager.email, action: 'update' });

    const ordered = await rxOrder(customer);
    expect(ordered.status).toBe(201);
    const rx = await t.get(`/api/order/seller/${ordered.body.order._id}/prescription`, await t.loginSeller());
    expect(rx.body.prescription.licence).toMatchObject({ number: 'BL-2027-0001', expires: fields.licenceExpires });
  });
});
