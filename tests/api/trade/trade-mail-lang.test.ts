/** A company's e-mails in the language its people read the shop in (issues 33 and 36 item 4): the
 * decision on an application goes out in the applicant's chosen language with the shop's address
 * in it; an invitation in the inviting owner's, its link to the join page in that language. An
 * account that never chose keeps Azerbaijani (trade-companies.test.ts). */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema.ts';
import { useTestApp } from '../../helpers/app.ts';
import { apply, createGroup, mailsTo } from '../../helpers/trade.ts';

const t = useTestApp();

async function russianApplicant() {
  const customer = await t.registerCustomer();
  await t.db.update(users).set({ lang: 'ru' }).where(eq(users.id, customer.user._id));
  const id = (await apply(t, customer)).body.company._id as string;
  return { customer, id };
}

describe('a Russian-reading company', () => {
  it('hears of its approval in Russian, with its group and the Russian shop', async () => {
    const group = await createGroup(t, 'Klinika RU');
    const { customer, id } = await russianApplicant();
    const res = await t.post(
      `/api/trade/seller/companies/${id}/approve`,
      { groupId: group._id },
      await t.loginSeller(),
    );
    expect(res.status).toBe(200);
    const [mail] = await mailsTo(t, customer.email);
    expect(mail.subject).toBe('«Vet-Mərkəz MMC» подтверждена как оптовый покупатель');
    expect(mail.text).toContain('Заявка компании «Vet-Mərkəz MMC» одобрена (ценовая группа: Klinika RU).');
    expect(mail.text).toMatch(/\/ru$/);
  });

  it("reads the seller's reason for a refusal in a Russian letter", async () => {
    const { customer, id } = await russianApplicant();
    const reason = 'Lisenziyanın surəti oxunmur.';
    await t.post(`/api/trade/seller/companies/${id}/reject`, { reason }, await t.loginSeller());
    const [mail] = await mailsTo(t, customer.email);
    expect(mail.subject).toBe('Заявка «Vet-Mərkəz MMC» отклонена');
    expect(mail.text).toContain(`Причина: ${reason}`);
  });

  it("invites a colleague in its owner's language, to the Russian join page", async () => {
    const group = await createGroup(t, 'Klinika RU dəvət');
    const { customer, id } = await russianApplicant();
    await t.post(`/api/trade/seller/companies/${id}/approve`, { groupId: group._id }, await t.loginSeller());
    const res = await t.post('/api/trade/company/invite', { email: 'kollega-ru@test.az' }, customer.cookie);
    expect(res.status).toBe(200);
    const [mail] = await mailsTo(t, 'kollega-ru@test.az');
    expect(mail.subject).toBe('«Vet-Mərkəz MMC» приглашает вас в оптовый кабинет');
    expect(mail.text).toMatch(/\/ru\/account\/join\?token=[\w-]+/);
    expect(mail.text).toContain('Ссылка действует 7 дней');
  });
});
