/** A staff member's own sessions (issue 35 item 4): listed with where each began, one ended (that
 * browser is signed out at once), all ended; nobody ends another member's session. */
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { useTestApp } from '../../helpers/app.ts';
import { addStaff, STAFF_PASSWORD } from '../../helpers/staff.ts';

const { STAFF_TEXT } = textsIn('az');

const t = useTestApp();

async function signInFrom(email: string, address: string, agent: string) {
  const res = await t.call('POST', '/api/seller/login', {
    json: { email, password: STAFF_PASSWORD },
    remoteAddress: address,
    headers: { 'user-agent': agent },
  });
  expect(res.status).toBe(200);
  return `seller_sid=${res.cookies.seller_sid}`;
}

describe('my sessions', () => {
  it('lists each with its browser and address, ends one, then all', async () => {
    const m = await addStaff(t, 'editor');
    const phone = await signInFrom(m.email, '198.51.100.4', 'Telefon brauzeri');
    const office = await signInFrom(m.email, '198.51.100.9', 'Ofis kompüteri');
    const list = (await t.get('/api/staff/sessions', office)).body.sessions;
    expect(list).toHaveLength(3); // addStaff's sign-in too
    const mine = list.find((s: { current: boolean }) => s.current);
    expect(mine).toMatchObject({ address: '198.51.100.9', userAgent: 'Ofis kompüteri' });
    const other = list.find((s: { userAgent: string }) => s.userAgent === 'Telefon brauzeri');

    const ended = await t.del(`/api/staff/sessions/${other.key}`, office);
    expect(ended.body.message).toBe(STAFF_TEXT.sessionEnded);
    expect((await t.get('/api/seller/is-auth', phone)).status).toBe(401);
    expect((await t.get('/api/seller/is-auth', office)).status).toBe(200);

    expect((await t.post('/api/staff/sessions/end-all', undefined, office)).status).toBe(200);
    expect((await t.get('/api/seller/is-auth', office)).status).toBe(401);
    expect((await t.get('/api/seller/is-auth', m.cookie)).status).toBe(401);
  });

  it('another member’s session is not found, and stays', async () => {
    const a = await addStaff(t, 'warehouse');
    const b = await addStaff(t, 'owner');
    const [theirs] = (await t.get('/api/staff/sessions', b.cookie)).body.sessions;
    const res = await t.del(`/api/staff/sessions/${theirs.key}`, a.cookie);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(STAFF_TEXT.sessionNotFound);
    expect((await t.get('/api/seller/is-auth', b.cookie)).status).toBe(200);
  });
});
