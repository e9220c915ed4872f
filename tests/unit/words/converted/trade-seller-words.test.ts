/** The seller's trade words, now in the catalogue (AZ_ONLY, issue 43 item 2), say exactly what the
 * old functions of domain/trade/trade-seller-text.ts said: the literals are their output. */
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../../domain/i18n/texts-in.ts';

describe('the seller panel’s trade words', () => {
  const { SELLER_TRADE_UI: T, COMPANY_STATUS_LABEL } = textsIn('az');

  it('format as the functions did', () => {
    expect(T.licenceExpires('1 dekabr 2026')).toBe('bitmə tarixi: 1 dekabr 2026');
    expect(T.rejectReasonShown('VÖEN səhvdir')).toBe('İmtinanın səbəbi: VÖEN səhvdir');
    expect(T.categoryPercent('Vaksinlər')).toBe('Vaksinlər: endirim, %');
    expect(T.companyCount(12)).toBe('12 şirkət');
    expect(T.pendingCount(3)).toBe('3 müraciət gözləyir');
    expect(T.listPrice('12,50\u00a0₼')).toBe('Pərakəndə qiymət: 12,50\u00a0₼');
    expect(T.breakFrom(2)).toBe('2-ci endirim: neçə ədəddən');
    expect(T.breakPrice(1)).toBe('1-ci endirim: qiymət, ₼');
  });

  it('keep their plain words and every status label', () => {
    expect(T.companies).toBe('Şirkətlər');
    expect(COMPANY_STATUS_LABEL).toEqual({
      pending: 'Baxılır',
      approved: 'Təsdiqlənib',
      rejected: 'Rədd edilib',
      suspended: 'Dayandırılıb',
    });
  });
});
