/** A company's pending invitations (issue 33): its approved owner reads them (e-mail, sent, expires)
 * and revokes one, after which the link answers that it no longer works; nobody else reads or
 * revokes them. Like every /api route they count against the caller's `api` rate tier. */
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { INVITE_DAYS } from '../../../server/services/trade/invites.ts';
import { useTestApp } from '../../helpers/app.ts';
import { apply, approvedBuyer, createGroup, mailsTo } from '../../helpers/trade.ts';

const { BUSINESS_MSG } = textsIn('az');

const t = useTestApp();
const tokenOf = (text: string) => /token=([\w-]+)/.exec(text)![1];

describe('a company’s pending invitations', () => {
  it('the owner sees each pending invitation with its dates, revokes one, and its link stops working', async () => {
    const group = await createGroup(t, 'Dəvətlər qrupu');
    const { customer: owner } = await approvedBuyer(t, group._id);
    const kept = await t.registerCustomer('Leyla Həsənova');
    const revoked = await t.registerCustomer('Tural Quliyev');
    const before = Date.now();
    for (const email of [kept.email, revoked.email])
      expect((await t.post('/api/trade/company/invite', { email }, owner.cookie)).status).toBe(200);

    const list = await t.get('/api/trade/company/invites', owner.cookie);
    expect(list.status).toBe(200);
    expect(list.body.invites.map((i: { email: string }) => i.email)).toEqual([kept.email, revoked.email]);
    const [first] = list.body.invites;
    expect(Date.parse(first.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    const days = (Date.parse(first.expiresAt) - Date.parse(first.createdAt)) / (24 * 60 * 60 * 1000);
    expect(days).toBeCloseTo(INVITE_DAYS, 4);

    const id = list.body.invites[1]._id;
    const res = await t.del(`/api/trade/company/invites/${id}`, owner.cookie);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(BUSINESS_MSG.inviteRevoked(revoked.email));
    const after = await t.get('/api/trade/company/invites', owner.cookie);
    expect(after.body.invites.map((i: { email: string }) => i.email)).toEqual([kept.email]);
    // the revoked link answers that it no longer works; the other one still joins
    const [mail] = await mailsTo(t, revoked.email);
    const join = await t.post('/api/trade/company/join', { token: tokenOf(mail.text) }, revoked.cookie);
    expect(join.status).toBe(400);
    expect(join.body.message).toBe(BUSINESS_MSG.inviteInvalid);
    const again = await t.del(`/api/trade/company/invites/${id}`, owner.cookie);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(BUSINESS_MSG.inviteNotFound);
    const [keptMail] = await mailsTo(t, kept.email);
    expect((await t.post('/api/trade/company/join', { token: tokenOf(keptMail.text) }, kept.cookie)).status).toBe(200);
    // a taken invitation is no longer pending, and cannot be revoked
    expect((await t.get('/api/trade/company/invites', owner.cookie)).body.invites).toEqual([]);
  });

  it('a member, another company’s owner, a company waiting and a visitor neither read nor revoke them', async () => {
    const group = await createGroup(t, 'Yad qrup');
    const { customer: owner } = await approvedBuyer(t, group._id);
    const colleague = await t.registerCustomer();
    await t.post('/api/trade/company/invite', { email: colleague.email }, owner.cookie);
    const [mail] = await mailsTo(t, colleague.email);
    await t.post('/api/trade/company/join', { token: tokenOf(mail.text) }, colleague.cookie);
    await t.post('/api/trade/company/invite', { email: 'sonraki@test.az' }, owner.cookie);
    const id = (await t.get('/api/trade/company/invites', owner.cookie)).body.invites[0]._id as string;

    const { customer: other } = await approvedBuyer(t, group._id);
    const waiting = await t.registerCustomer();
    await apply(t, waiting);
    for (const cookie of [colleague.cookie, waiting.cookie]) {
      const read = await t.get('/api/trade/company/invites', cookie);
      expect(read.status).toBe(403);
      expect(read.body.message).toBe(BUSINESS_MSG.notCompanyOwner);
      expect((await t.del(`/api/trade/company/invites/${id}`, cookie)).status).toBe(403);
    }
    // another company's owner: as if it did not exist
    expect((await t.get('/api/trade/company/invites', other.cookie)).body.invites).toEqual([]);
    const foreign = await t.del(`/api/trade/company/invites/${id}`, other.cookie);
    expect(foreign.status).toBe(404);
    expect((await t.get('/api/trade/company/invites')).status).toBe(401);
    expect((await t.del(`/api/trade/company/invites/${id}`)).status).toBe(401);
    const bad = await t.del('/api/trade/company/invites/yox', owner.cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(BUSINESS_MSG.inviteNotFound);
    // still there for its owner
    expect((await t.get('/api/trade/company/invites', owner.cookie)).body.invites).toHaveLength(1);
  });

  it('both routes are in the OpenAPI document, with their answers', async () => {
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, { responses: object }>> };
    expect(Object.keys(doc.paths['/api/trade/company/invites'].get.responses)).toEqual(
      expect.arrayContaining(['200', '403']),
    );
    expect(Object.keys(doc.paths['/api/trade/company/invites/{id}'].delete.responses)).toEqual(
      expect.arrayContaining(['200', '403', '404']),
    );
  });
});
