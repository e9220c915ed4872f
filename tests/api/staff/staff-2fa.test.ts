/** Two-factor sign-in (issue 35 item 4, decision 0101): enrolment, the spec's login with the code as
 * an optional field, a wrong code refused in Azerbaijani, recovery codes used once, a remembered
 * browser, the owner's "required for all", the grace, and the audit rows. */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { auditLog, sellers } from '../../../server/db/schema.ts';
import { useTestApp } from '../../helpers/app.ts';
import { addStaff, STAFF_PASSWORD } from '../../helpers/staff.ts';
import { codeAt, enrol } from '../../helpers/two-factor.ts';

const { TWO_FACTOR_TEXT } = textsIn('az');

const t = useTestApp();

const login = (email: string, extra: Record<string, unknown> = {}, cookie?: string, address = '203.0.113.7') =>
  t.call('POST', '/api/seller/login', {
    json: { email, password: STAFF_PASSWORD, ...extra },
    cookie,
    remoteAddress: address,
  });

const actions = async (id: string) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.actorId, id)).orderBy(auditLog.id)).map((r) => r.action);

describe('two-factor sign-in', () => {
  it('an enrolled member gives the code as a second step; without it, or with a wrong one, a clear 401', async () => {
    const m = await addStaff(t, 'manager');
    const setup = await t.post('/api/staff/two-factor/setup', undefined, m.cookie);
    expect(setup.body.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(setup.body.uri).toContain(`secret=${setup.body.secret}`);
    const wrong = await t.post('/api/staff/two-factor/enable', { code: '000000' }, m.cookie);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(TWO_FACTOR_TEXT.codeWrong);
    const enabled = await t.post('/api/staff/two-factor/enable', { code: codeAt(setup.body.secret, -1) }, m.cookie);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    expect((await t.get('/api/staff/two-factor', m.cookie)).body).toMatchObject({ enabled: true, recoveryLeft: 10 });

    const asked = await login(m.email);
    expect(asked.status).toBe(401);
    expect(asked.body).toMatchObject({ success: false, field: 'code', message: TWO_FACTOR_TEXT.codeRequired });
    expect(asked.cookies.seller_sid).toBeUndefined();
    const refused = await login(m.email, { code: '123456' });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(TWO_FACTOR_TEXT.codeWrong);
    const code = codeAt(setup.body.secret);
    const passed = await login(m.email, { code });
    expect(passed.status).toBe(200);
    expect((await t.get('/api/seller/is-auth', `seller_sid=${passed.cookies.seller_sid}`)).status).toBe(200);
    // the same code a second time, within its window: refused (the very string, not recomputed: a
    // step boundary between the two calls would otherwise make it a fresh, valid code)
    const replayed = await login(m.email, { code });
    expect(replayed.status).toBe(401);
    expect(replayed.body.message).toBe(TWO_FACTOR_TEXT.codeWrong);
    expect(await actions(m.id)).toEqual(expect.arrayContaining(['two-factor-failed', 'two-factor-enable', 'sign-in']));
    const failed = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, m.id), eq(auditLog.action, 'two-factor-failed')));
    expect(failed.length).toBe(3); // the enrolment's wrong code, the sign-in's and the replay
  });

  it('wrong codes are throttled like the password, per account and address', async () => {
    const m = await addStaff(t, 'editor');
    await enrol(t, m.cookie);
    for (let i = 0; i < 5; i++)
      expect((await login(m.email, { code: '111111' }, undefined, '198.51.100.20')).status).toBe(401);
    expect((await login(m.email, { code: '111111' }, undefined, '198.51.100.20')).status).toBe(429);
    expect((await login(m.email, { code: '111111' }, undefined, '198.51.100.21')).status).toBe(401);
  });

  it('a recovery code signs in once and is refused the second time', async () => {
    const m = await addStaff(t, 'accountant');
    const { recoveryCodes } = await enrol(t, m.cookie);
    const first = await login(m.email, { code: recoveryCodes[3] });
    expect(first.status).toBe(200);
    const again = await login(m.email, { code: recoveryCodes[3] });
    expect(again.status).toBe(401);
    expect(again.body.message).toBe(TWO_FACTOR_TEXT.codeWrong);
    expect((await t.get('/api/staff/two-factor', m.cookie)).body.recoveryLeft).toBe(9);
    expect(await actions(m.id)).toContain('recovery-code-used');
  });

  it('a remembered browser skips the code until the member ends their sessions', async () => {
    const m = await addStaff(t, 'warehouse');
    const { secret } = await enrol(t, m.cookie);
    const first = await login(m.email, { code: codeAt(secret), remember: true });
    expect(first.status).toBe(200);
    const device = `staff_device=${first.cookies.staff_device}`;
    expect((await login(m.email, {}, device)).status).toBe(200);
    expect((await login(m.email, {}, 'staff_device=x.1.y')).status).toBe(401); // a forged cookie
    await t.post('/api/staff/sessions/end-all', undefined, `seller_sid=${first.cookies.seller_sid}`);
    const forgotten = await login(m.email, {}, device);
    expect(forgotten.status).toBe(401);
    expect(forgotten.body.field).toBe('code');
  });

  it('switching it off needs a code, is audited, and the spec’s body signs in again', async () => {
    const m = await addStaff(t, 'editor');
    const { recoveryCodes } = await enrol(t, m.cookie);
    expect((await t.post('/api/staff/two-factor/disable', { code: '999999' }, m.cookie)).status).toBe(400);
    const off = await t.post('/api/staff/two-factor/disable', { code: recoveryCodes[0] }, m.cookie);
    expect(off.body.message).toBe(TWO_FACTOR_TEXT.disabled);
    expect((await login(m.email)).status).toBe(200);
    expect(await actions(m.id)).toEqual(expect.arrayContaining(['two-factor-enable', 'two-factor-disable']));
  });
});

it('the OpenAPI document states the optional code and remember fields of the spec’s login', async () => {
  const doc = (await t.app.inject('/api/docs/json')).json();
  const login = doc.paths['/api/seller/login'].post;
  const schema = login.requestBody.content['application/json'].schema;
  expect(schema.required).toEqual(['email', 'password']);
  expect(Object.keys(schema.properties)).toEqual(['email', 'password', 'code', 'remember']);
  expect(login.responses['401'].description).toContain('`field: "code"`');
});

describe('who must set it up', () => {
  it('the owner is required, with a grace; past it only their own account answers', async () => {
    const owner = await addStaff(t, 'owner');
    const status = (await t.get('/api/staff/two-factor', owner.cookie)).body;
    expect(status).toMatchObject({ enabled: false, required: true });
    expect(new Date(status.dueAt).getTime()).toBeGreaterThan(Date.now());
    expect((await t.get('/api/staff/members', owner.cookie)).status).toBe(200);
    await t.db
      .update(sellers)
      .set({ createdAt: new Date('2025-01-01') })
      .where(eq(sellers.id, owner.id));
    const gated = await t.get('/api/staff/members', owner.cookie);
    expect(gated.status).toBe(403);
    expect(gated.body.message).toBe(TWO_FACTOR_TEXT.gateNotice);
    expect((await t.get('/api/seller/is-auth', owner.cookie)).status).toBe(200);
    await enrol(t, owner.cookie);
    expect((await t.get('/api/staff/members', owner.cookie)).status).toBe(200);
  });

  it('the owner can require it for all staff; a manager is then required too', async () => {
    const owner = await addStaff(t, 'owner');
    const manager = await addStaff(t, 'manager');
    expect((await t.get('/api/staff/two-factor', manager.cookie)).body.required).toBe(false);
    expect((await t.put('/api/staff/two-factor/policy', { twoFactorForAll: true }, manager.cookie)).status).toBe(403);
    const on = await t.put('/api/staff/two-factor/policy', { twoFactorForAll: true }, owner.cookie);
    expect(on.body.message).toBe(TWO_FACTOR_TEXT.policyOn);
    expect((await t.get('/api/staff/two-factor', manager.cookie)).body.required).toBe(true);
    expect(await actions(owner.id)).toContain('policy');
    await t.put('/api/staff/two-factor/policy', { twoFactorForAll: false }, owner.cookie);
    expect((await t.get('/api/staff/two-factor', manager.cookie)).body.required).toBe(false);
  });
});
