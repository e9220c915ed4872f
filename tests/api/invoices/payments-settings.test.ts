/** The shop's bank details (issue 34 item 1): an IBAN that is not an Azerbaijani one, or whose
 * check digits do not add up, is refused with a 400 and its reason; a good one is saved with an
 * audit row, and the customer who pays by transfer gets it in the confirmation e-mail. The spec's
 * settings body without the new fields keeps working. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, outbox } from '../../../server/db/schema.ts';
import { useTestApp } from '../../helpers/app.ts';
import { placeOrder } from '../../helpers/payments.ts';

const t = useTestApp();

async function current() {
  const { settings } = (await t.get('/api/settings')).body;
  const {
    bankName,
    bankCode,
    bankCorrAccount,
    bankSwift,
    bankIban,
    vatIncluded,
    vatRate,
    prepayRemindDays,
    prepayCancelDays,
    termsRemindDays,
    ...spec
  } = settings;
  void [
    bankName,
    bankCode,
    bankCorrAccount,
    bankSwift,
    bankIban,
    vatIncluded,
    vatRate,
    prepayRemindDays,
    prepayCancelDays,
    termsRemindDays,
  ];
  return { settings, spec };
}

describe('bank details in the settings', () => {
  it.each([
    [
      'AZ22NABZ00000000137010001944',
      'IBAN-ın yoxlama rəqəmləri düz gəlmir: nömrəni bankın sənədindən yenidən köçürün.',
    ],
    [
      'TR330006100519786457841326',
      'IBAN AZ, 2 yoxlama rəqəmi, bankın 4 hərfi və 20 simvoldan ibarət olmalıdır (28 simvol).',
    ],
  ])('refuses %s', async (bankIban, message) => {
    const { settings } = await current();
    const res = await t.put('/api/settings', { ...settings, bankIban }, await t.loginSeller());
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('saves a good IBAN typed with spaces, audited; a transfer order’s e-mail carries it', async () => {
    const { settings, spec } = await current();
    expect((await t.put('/api/settings', spec, await t.loginSeller())).status).toBe(200); // the spec's body alone
    const res = await t.put(
      '/api/settings',
      { ...settings, bankIban: 'az37 nabz 0135 0100 0000 0000 1944', bankSwift: 'aiibaz2x' },
      await t.loginSeller(),
    );
    expect(res.status).toBe(200);
    expect(res.body.settings).toMatchObject({ bankIban: 'AZ37NABZ01350100000000001944', bankSwift: 'AIIBAZ2X' });
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'settings'));
    expect(rows.some((r) => JSON.stringify(r.changes).includes('AZ37NABZ01350100000000001944'))).toBe(true);
    const p = await t.createProduct({ offerPrice: 9 });
    const customer = await t.registerCustomer();
    const order = (await placeOrder(t, customer, p._id, 1, 'prepay')).body.order;
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, customer.email));
    expect(mail.text).toContain('Hesab (IBAN): AZ37 NABZ 0135 0100 0000 0000 1944');
    expect(mail.text).toContain(`Ödənişin təyinatı: Sifariş № ${order.number}`);
    expect(mail.text).toContain('Ödəniş: Bank köçürməsi ilə əvvəlcədən ödəmə');
    // its next steps say how it is paid: not on delivery
    expect(mail.text).toContain('3. Ödənişi bank köçürməsi ilə aşağıdakı rekvizitlərə edirsiniz');
    expect(mail.text).not.toContain('(yerində ödəmə)');
  });
});
