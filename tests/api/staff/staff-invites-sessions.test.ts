/** The owner's pending invitations (listed, sent again, withdrawn, each an audit row), a member's
 * "sign out all others" with browser and last use shown, the owner ending another member's
 * sessions, and the panel's gate for a member whose two-factor set-up is overdue (decision 0101). */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { auditLog, sellers } from '../../../server/db/schema.ts';
import { createServices } from '../../../server/services/index.ts';
import { useTestApp, uniqueEmail } from '../../helpers/app.ts';
import { addStaff, STAFF_PASSWORD } from '../../helpers/staff.ts';

const { STAFF_MORE_TEXT } = textsIn('az');

const t = useTestApp();
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

const rowsOf = (entityId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'staff'), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.id);

describe('pending invitations', () => {
  it('lists who, role, sent and expiry; resends and withdraws, each an audit row', async () => {
    const owner = await addStaff(t, 'owner');
    const email = uniqueEmail('davet');
    expect((await t.post('/api/staff/invite', { email, role: 'accountant' }, owner.cookie)).status).toBe(201);
    const list = (await t.get('/api/staff/invites', owner.cookie)).body.invites;
    const mine = list.find((i: { email: string }) => i.email === email);
    expect(mine).toMatchObject({ role: 'accountant' });
    expect(Math.abs(Date.parse(mine.expiresAt) - Date.parse(mine.sentAt) - 72 * 3_600_000)).toBeLessThan(1000);

    expect((await t.post('/api/staff/invites/resend', { email }, owner.cookie)).status).toBe(200);
    const withdrawn = await t.post('/api/staff/invites/withdraw', { email }, owner.cookie);
    expect(withdrawn.body.message).toBe(STAFF_MORE_TEXT.withdrawn);
    const after = (await t.get('/api/staff/invites', owner.cookie)).body.invites;
    expect(after.some((i: { email: string }) => i.email === email)).toBe(false);
    const again = await t.post('/api/staff/invites/withdraw', { email }, owner.cookie);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(STAFF_MORE_TEXT.inviteNotFound);
    expect((await rowsOf(email)).map((r) => [r.action, r.actorId])).toEqual([
      ['invite', owner.id],
      ['invite-resend', owner.id],
      ['invite-withdraw', owner.id],
    ]);
  });
});

describe('sessions', () => {
  it('shows the browser and last use; "sign out all others" keeps this one', async () => {
    const m = await addStaff(t, 'editor');
    const res = await t.call('POST', '/api/seller/login', {
      json: { email: m.email, password: STAFF_PASSWORD },
      headers: { 'user-agent': CHROME_ANDROID },
    });
    const phone = `seller_sid=${res.cookies.seller_sid}`;
    const list = (await t.get('/api/staff/sessions', phone)).body.sessions;
    const current = list.find((s: { current: boolean }) => s.current);
    expect(current.device).toBe('Chrome · Android');
    expect(Date.now() - Date.parse(current.lastSeenAt)).toBeLessThan(60_000);
    const ended = await t.post('/api/staff/sessions/end-others', undefined, phone);
    expect(ended.body.message).toBe(STAFF_MORE_TEXT.othersEnded);
    expect((await t.get('/api/seller/is-auth', phone)).status).toBe(200);
    expect((await t.get('/api/seller/is-auth', m.cookie)).status).toBe(401);
  });

  it('the owner ends another member’s sessions, with an audit row', async () => {
    const owner = await addStaff(t, 'owner');
    const m = await addStaff(t, 'warehouse');
    const res = await t.post(`/api/staff/members/${m.id}/end-sessions`, undefined, owner.cookie);
    expect(res.body.message).toBe(STAFF_MORE_TEXT.sessionsEnded);
    expect((await t.get('/api/seller/is-auth', m.cookie)).status).toBe(401);
    expect((await rowsOf(m.id)).map((r) => r.action)).toEqual(['sign-out']);
  });
});

/** What a seller page's loader does for the staff member of `cookie`: 200, or the status it threw. */
async function loaderStatus(file: string, cookie: string): Promise<{ status: number; location?: string | null }> {
  const services = createServices(t.db);
  const staff = await services.sessions.resolveStaffSession(cookie.split('=')[1]);
  const mod = (await import(`../../../app/routes/seller/${file}.tsx`)) as {
    loader: (args: unknown) => Promise<unknown>;
  };
  try {
    await mod.loader({
      request: new Request('https://vetaqro.test/seller/x', { headers: { cookie } }),
      context: { services, isSeller: Boolean(staff), staff, user: null },
      params: {},
    });
    return { status: 200 };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('location') };
    throw thrown;
  }
}

describe('the panel’s gate', () => {
  it('sends an owner past the grace without two-factor to the set-up from every other page', async () => {
    const owner = await addStaff(t, 'owner');
    expect((await loaderStatus('orders', owner.cookie)).status).toBe(200);
    await t.db
      .update(sellers)
      .set({ createdAt: new Date('2025-01-01') })
      .where(eq(sellers.id, owner.id));
    expect(await loaderStatus('orders', owner.cookie)).toEqual({ status: 302, location: '/seller/account' });
    expect(await loaderStatus('staff', owner.cookie)).toEqual({ status: 302, location: '/seller/account' });
    expect((await loaderStatus('account', owner.cookie)).status).toBe(200);
  });
});
