/** Trade customers' companies (issue 33): the application from the account (VÖEN, licence and
 * its scan checked), the seller's list and decisions with their e-mails, the licence served only
 * to the seller, the rights of an approved, rejected and suspended company, and invitations. */
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/shared/messages.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { UNKNOWN_ID, useTestApp } from '../../helpers/app.ts';
import { realImage, textNamedPng } from '../../helpers/multipart.ts';
import { apply, approvedBuyer, clinicFields, createGroup, licencePdf, mailsTo, nextVoen } from '../../helpers/trade.ts';

const { BUSINESS_MSG, COMPANY_SELLER_MSG } = textsIn('az');

const t = useTestApp();

describe('applying as a business', () => {
  it('a clinic applies with its licence and waits; its own company reads "pending"', async () => {
    const customer = await t.registerCustomer();
    const res = await apply(t, customer, clinicFields({ voen: '1400 1234 51' }));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(BUSINESS_MSG.applied);
    expect(res.body.company).toMatchObject({ voen: '1400123451', status: 'pending', role: 'owner', groupName: null });
    const own = await t.get('/api/trade/company', customer.cookie);
    expect(own.body.company.members).toEqual([{ name: customer.user.name, email: customer.email, role: 'owner' }]);
  });

  it.each([
    ['a VÖEN of 9 digits', { voen: '140012345' }, BUSINESS_MSG.voenFormat],
    ['a VÖEN ending in 3', { voen: '1400123453' }, BUSINESS_MSG.voenFormat],
    ['no licence number for a clinic', { licenceNumber: '' }, BUSINESS_MSG.licenceNeeded],
    ['an expired licence', { licenceExpires: '2020-01-31' }, BUSINESS_MSG.licenceExpired],
    ['a date that does not exist', { licenceExpires: '31.02.2030' }, BUSINESS_MSG.licenceExpiresInvalid],
    ['a phone that is not one', { phone: '12345' }, BUSINESS_MSG.phoneInvalid],
    ['an unknown type', { type: 'bank' }, BUSINESS_MSG.typeRequired],
  ])('refuses %s with its message', async (_label, overrides, message) => {
    const res = await apply(t, await t.registerCustomer(), clinicFields(overrides));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('a pharmacy without the scan is refused; a text file named .pdf is refused by its bytes', async () => {
    const customer = await t.registerCustomer();
    const none = await apply(t, customer, clinicFields({ type: 'pharmacy' }), []);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(BUSINESS_MSG.licenceFileNeeded);
    const fake = await apply(t, customer, clinicFields(), [
      { ...textNamedPng(), field: 'licenceFile', filename: 'l.pdf' },
    ]);
    expect(fake.status).toBe(415);
    expect(fake.body.message).toBe(BUSINESS_MSG.licenceFileType);
    expect((await t.get('/api/trade/company', customer.cookie)).body.company).toBeNull();
  });

  it('a farm applies without a licence; a photo of a licence is taken too', async () => {
    const farm = await apply(
      t,
      await t.registerCustomer(),
      clinicFields({ type: 'farm', licenceNumber: '', licenceExpires: '' }),
      [],
    );
    expect(farm.status).toBe(201);
    expect(farm.body.company).toMatchObject({ type: 'farm', licenceNumber: null });
    const photo = await apply(t, await t.registerCustomer(), clinicFields(), [
      { ...(await realImage('jpeg')), field: 'licenceFile' },
    ]);
    expect(photo.status).toBe(201);
  });

  it('one VÖEN, one company; one account, one company; a visitor is asked to log in', async () => {
    const voen = nextVoen();
    expect((await apply(t, await t.registerCustomer(), clinicFields({ voen }))).status).toBe(201);
    const again = await apply(t, await t.registerCustomer(), clinicFields({ voen }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(BUSINESS_MSG.voenTaken);
    const customer = await t.registerCustomer();
    expect((await apply(t, customer)).status).toBe(201);
    const twice = await apply(t, customer);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(BUSINESS_MSG.alreadyMember);
    const anonymous = await t.upload('POST', '/api/trade/company/apply', clinicFields(), [licencePdf()]);
    expect(anonymous.status).toBe(401);
  });
});

describe("the seller's companies", () => {
  it('lists pending applications first, filters by status and type, finds by name or VÖEN', async () => {
    const group = await createGroup(t, 'Klinika siyahı');
    const { companyId: approved } = await approvedBuyer(t, group._id, clinicFields({ legalName: 'Ağ Pəncə MMC' }));
    const voen = nextVoen();
    const pending = (await apply(t, await t.registerCustomer(), clinicFields({ voen, type: 'pharmacy' }))).body.company
      ._id;
    const seller = await t.loginSeller();
    const all = (await t.get('/api/trade/seller/companies', seller)).body.companies as {
      _id: string;
      status: string;
    }[];
    const firstOther = all.findIndex((c) => c.status !== 'pending');
    expect(all.slice(firstOther).some((c) => c.status === 'pending')).toBe(false);
    expect(all.findIndex((c) => c._id === pending)).toBeLessThan(all.findIndex((c) => c._id === approved));
    const byVoen = (await t.get(`/api/trade/seller/companies?q=${voen.slice(0, 6)}`, seller)).body.companies;
    expect(byVoen.map((c: { _id: string }) => c._id)).toContain(pending);
    const byName = (await t.get(`/api/trade/seller/companies?q=${encodeURIComponent('ağ pəncə')}`, seller)).body
      .companies;
    expect(byName.map((c: { _id: string }) => c._id)).toEqual([approved]);
    const pharmacies = (await t.get('/api/trade/seller/companies?type=pharmacy&status=pending', seller)).body.companies;
    expect(
      pharmacies.every((c: { type: string; status: string }) => c.type === 'pharmacy' && c.status === 'pending'),
    ).toBe(true);
    const byGroup = (await t.get(`/api/trade/seller/companies?groupId=${group._id}`, seller)).body.companies;
    expect(byGroup.map((c: { _id: string }) => c._id)).toEqual([approved]);
  });

  it('a customer gets 403 and a visitor 401, from the list, a company and its licence', async () => {
    const customer = await t.registerCustomer();
    const id = (await apply(t, customer)).body.company._id;
    for (const url of [
      '/api/trade/seller/companies',
      `/api/trade/seller/companies/${id}`,
      `/api/trade/seller/companies/${id}/licence`,
    ]) {
      expect((await t.get(url, customer.cookie)).status).toBe(403);
      expect((await t.get(url)).status).toBe(401);
    }
    const approve = await t.post(`/api/trade/seller/companies/${id}/approve`, { groupId: UNKNOWN_ID }, customer.cookie);
    expect(approve.status).toBe(403);
    expect(approve.body.message).toBe(MSG.sellerOnly);
  });

  it('the seller reads the licence scan as sent, never cached', async () => {
    const pdf = licencePdf();
    const id = (await apply(t, await t.registerCustomer(), clinicFields(), [pdf])).body.company._id;
    const res = await t.app.inject({
      url: `/api/trade/seller/companies/${id}/licence`,
      headers: { cookie: await t.loginSeller() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(pdf.data)).toBe(true);
  });

  it('approving needs a group; it e-mails the applicant, names the group and gives trade rights', async () => {
    const group = await createGroup(t, 'Aptek qrupu');
    const customer = await t.registerCustomer();
    const id = (await apply(t, customer)).body.company._id;
    const seller = await t.loginSeller();
    const none = await t.post(`/api/trade/seller/companies/${id}/approve`, {}, seller);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(COMPANY_SELLER_MSG.groupRequired);
    const unknown = await t.post(`/api/trade/seller/companies/${id}/approve`, { groupId: UNKNOWN_ID }, seller);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(COMPANY_SELLER_MSG.groupNotFound);
    expect(await t.app.services.tradeCompanies.tradeBuyer(customer.user._id)).toBeNull();
    const res = await t.post(`/api/trade/seller/companies/${id}/approve`, { groupId: group._id }, seller);
    expect(res.status).toBe(200);
    expect(res.body.company).toMatchObject({ status: 'approved', groupName: 'Aptek qrupu' });
    const [mail] = await mailsTo(t, customer.email);
    expect(mail.subject).toBe('“Vet-Mərkəz MMC” topdan alıcı kimi təsdiqləndi');
    expect(mail.text).toContain('qrup: Aptek qrupu');
    expect(await t.app.services.tradeCompanies.tradeBuyer(customer.user._id)).toMatchObject({
      groupId: group._id,
      licensed: true,
      licenceNumber: 'BL-2024-0457',
    });
  });

  it('rejecting needs a reason the applicant reads; they may apply again', async () => {
    const customer = await t.registerCustomer();
    const id = (await apply(t, customer)).body.company._id;
    const seller = await t.loginSeller();
    const empty = await t.post(`/api/trade/seller/companies/${id}/reject`, { reason: ' ' }, seller);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(COMPANY_SELLER_MSG.reasonRequired);
    const reason = 'Lisenziyanın surəti oxunmur, aydın skan göndərin.';
    const res = await t.post(`/api/trade/seller/companies/${id}/reject`, { reason }, seller);
    expect(res.body.company).toMatchObject({ status: 'rejected', rejectReason: reason });
    const [mail] = await mailsTo(t, customer.email);
    expect(mail.text).toContain(`Səbəb: ${reason}`);
    expect((await t.get('/api/trade/company', customer.cookie)).body.company.rejectReason).toBe(reason);
    const again = await apply(t, customer);
    expect(again.status).toBe(201);
    expect(again.body.company).toMatchObject({ _id: id, status: 'pending', rejectReason: null });
  });

  it('suspending takes the trade rights away; a pending company cannot be suspended', async () => {
    const group = await createGroup(t, 'Ferma dayandırma');
    const { customer, companyId } = await approvedBuyer(t, group._id);
    const seller = await t.loginSeller();
    const res = await t.post(`/api/trade/seller/companies/${companyId}/suspend`, undefined, seller);
    expect(res.status).toBe(200);
    expect(res.body.company.status).toBe('suspended');
    expect(await t.app.services.tradeCompanies.tradeBuyer(customer.user._id)).toBeNull();
    const pending = (await apply(t, await t.registerCustomer())).body.company._id;
    const refused = await t.post(`/api/trade/seller/companies/${pending}/suspend`, undefined, seller);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(COMPANY_SELLER_MSG.badTransition('Baxılır', 'Dayandırılıb'));
  });
});

describe("the seller's overview", () => {
  it('counts applications waiting and lists licences ending within 30 days, the soonest first', async () => {
    const group = await createGroup(t, 'İcmal qrupu');
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const soon = await approvedBuyer(
      t,
      group._id,
      clinicFields({ legalName: 'Tezliklə MMC', licenceExpires: day(10) }),
    );
    const sooner = await approvedBuyer(
      t,
      group._id,
      clinicFields({ legalName: 'Daha tez MMC', licenceExpires: day(3) }),
    );
    await approvedBuyer(t, group._id, clinicFields({ legalName: 'Uzaq MMC', licenceExpires: day(60) }));
    const before = (await t.get('/api/trade/seller/overview', await t.loginSeller())).body.pending;
    await apply(t, await t.registerCustomer());
    const res = await t.get('/api/trade/seller/overview', await t.loginSeller());
    expect(res.body.pending).toBe(before + 1);
    expect(res.body.expiring.map((c: { _id: string }) => c._id)).toEqual([sooner.companyId, soon.companyId]);
    expect((await t.get('/api/trade/seller/overview', (await t.registerCustomer()).cookie)).status).toBe(403);
  });
});

describe('colleagues', () => {
  const tokenOf = (text: string) => /token=([\w-]+)/.exec(text)![1];

  it('the owner invites by e-mail; the colleague with that e-mail joins once; others cannot use the link', async () => {
    const group = await createGroup(t, 'Dəvət qrupu');
    const { customer: owner } = await approvedBuyer(t, group._id);
    const colleague = await t.registerCustomer('Nigar Əliyeva');
    const res = await t.post('/api/trade/company/invite', { email: colleague.email }, owner.cookie);
    expect(res.status).toBe(200);
    const [mail] = await mailsTo(t, colleague.email);
    const token = tokenOf(mail.text);
    const stranger = await t.registerCustomer();
    const wrong = await t.post('/api/trade/company/join', { token }, stranger.cookie);
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe(BUSINESS_MSG.inviteEmailMismatch);
    const joined = await t.post('/api/trade/company/join', { token }, colleague.cookie);
    expect(joined.status).toBe(200);
    expect(joined.body.company.role).toBe('member');
    expect(await t.app.services.tradeCompanies.tradeBuyer(colleague.user._id)).toMatchObject({ groupId: group._id });
    const twice = await t.post('/api/trade/company/join', { token }, colleague.cookie);
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(BUSINESS_MSG.inviteInvalid);
    const member = await t.post('/api/trade/company/invite', { email: 'x@test.az' }, colleague.cookie);
    expect(member.status).toBe(403);
  });

  it('a company still waiting cannot invite', async () => {
    const customer = await t.registerCustomer();
    await apply(t, customer);
    const res = await t.post('/api/trade/company/invite', { email: 'hemkar@test.az' }, customer.cookie);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(BUSINESS_MSG.notCompanyOwner);
  });
});
