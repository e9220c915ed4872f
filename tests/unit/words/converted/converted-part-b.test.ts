/** The words of the modules converted into the catalogues (issue 43 item 2, part B) say exactly
 * what the old functions said: the literals below were copied from their output. */
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../../domain/i18n/texts-in.ts';
import { reminderMail } from '../../../../domain/payments/reminder-mail.ts';
import type { ShopSettings } from '../../../../domain/settings/settings-schema.ts';

const shop = { legalName: 'Vet MMC', prepayCancelDays: 3, legalForm: 'MMC', taxId: '1', bankName: 'B' } as ShopSettings;

describe('the payment reminders', () => {
  const order = {
    number: 10001,
    customerName: 'Aysel',
    outstandingQepik: 123456,
    dueAt: new Date('2026-12-01T10:00:00Z'),
  };

  it('say what they said before', () => {
    expect(reminderMail('prepayReminder', order, shop).subject).toBe('Sifariş № 10001: ödənişi gözləyirik');
    expect(reminderMail('prepayCancel', order, shop)).toEqual({
      subject: 'Sifariş № 10001 ödənilmədiyi üçün ləğv edildi',
      text: 'Salam, Aysel!\n\nSifarişiniz 3 gün ərzində ödənilmədiyi üçün ləğv edildi. Yenidən sifariş verə bilərsiniz.\n\nVet MMC',
    });
    expect(reminderMail('termsBefore', order, shop).text).toContain(
      'Sifarişinizin ödəmə tarixi 1 dekabr 2026. Ödənilməli məbləğ: 1.234,56\u00a0₼.',
    );
    expect(reminderMail('termsAfter', order, shop).subject).toBe('Sifariş № 10001: ödəmə tarixi keçib');
    expect(reminderMail('termsAfter', order, shop).text).toContain(
      'Sifarişinizin ödəmə tarixi (1 dekabr 2026) keçib. Ödənilməli məbləğ: 1.234,56\u00a0₼. Zəhmət olmasa, ödənişi gecikdirməyin.',
    );
    expect(reminderMail('prepayReminder', order, shop).text).toContain(
      'Sifarişinizin ödənişi (1.234,56\u00a0₼) hələ daxil olmayıb. 3 gün ərzində ödənilməsə, sifariş ləğv ediləcək.',
    );
  });

  it('are Azerbaijani whatever the language asked', () => {
    expect(textsIn('ru').REMINDER_MAIL.greeting('Aysel')).toBe('Salam, Aysel!');
  });
});

describe("the checkout's refusal of a short stock", () => {
  const { STOCK_MSG } = textsIn('az');

  it('says what it said before', () => {
    expect(STOCK_MSG.notEnough('Nexgard', 'untold')).toBe(
      '"Nexgard" məhsulundan bu qədərini onlayn sata bilmirik. Miqdarı azaldın və ya daha çoxu üçün bizə zəng edin.',
    );
    expect(STOCK_MSG.notEnough('Nexgard', 3)).toBe(
      '"Nexgard" məhsulundan cəmi 3 ədəd qalıb. Səbətdəki miqdarı azaldın.',
    );
    expect(STOCK_MSG.notEnough('Nexgard', 1000)).toBe(
      '"Nexgard" məhsulundan cəmi 1000 ədəd qalıb. Səbətdəki miqdarı azaldın.',
    );
    expect(STOCK_MSG.notEnough('Nexgard', 0)).toBe('"Nexgard" məhsulu stokda qalmayıb.');
  });
});
