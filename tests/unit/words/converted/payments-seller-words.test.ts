/** The seller's payment words, now in the catalogue (AZ_ONLY, issue 43 item 2), say exactly what the
 * old functions of domain/payments/payments-seller-text.ts said: the literals are their output. */
import { describe, expect, it } from 'vitest';
import { PAYMENT_SETTINGS_MSG } from '../../../../domain/i18n/az-only/payments-seller-text.ts';
import { fill } from '../../../../domain/i18n/fill.ts';
import { textsIn } from '../../../../domain/i18n/texts-in.ts';
import { formatMoney } from '../../../../domain/shared/format.ts';
import { toManat } from '../../../../domain/shared/money.ts';

describe('the seller panel’s payment words', () => {
  const { PAYMENTS_MSG, PAYMENT_SETTINGS_MSG: S, PAYMENT_STATE_TEXT, PAYMENT_KIND_TEXT } = textsIn('az');

  it('format as the functions did (the amount left formatted at the call site)', () => {
    expect(PAYMENTS_MSG.overpaid(formatMoney(toManat(123456)))).toBe(
      'Məbləğ qalan borcdan çoxdur: qalıb 1.234,56\u00a0₼.',
    );
    expect(PAYMENTS_MSG.overpaid(formatMoney(toManat(5)))).toBe('Məbləğ qalan borcdan çoxdur: qalıb 0,05\u00a0₼.');
    expect(S.days(S.prepayRemindDays)).toBe('Əvvəlcədən ödəniş üçün xatırlatma günü tam ədəd olmalıdır (1 və ya çox).');
  });

  it('fill the raw message the browser-checked settings schema reads the same way', () => {
    expect(fill(PAYMENT_SETTINGS_MSG.days, PAYMENT_SETTINGS_MSG.prepayRemindDays)).toBe(
      'Əvvəlcədən ödəniş üçün xatırlatma günü tam ədəd olmalıdır (1 və ya çox).',
    );
  });

  it('keeps its plain words', () => {
    expect(PAYMENTS_MSG.recorded).toBe('Ödəniş yazıldı.');
    expect(PAYMENT_STATE_TEXT.partly).toBe('Qismən ödənilib');
    expect(PAYMENT_KIND_TEXT.bank).toBe('Bank köçürməsi');
  });
});
