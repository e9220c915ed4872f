/** The seller's bulk price words, now in the catalogue (AZ_ONLY, issue 43 item 2), say exactly what
 * the old functions of domain/trade/bulk-price-text.ts said: the literals are their output. */
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../../domain/i18n/texts-in.ts';

describe('the bulk price words', () => {
  const { BULK_PRICE_MSG: M, BULK_PRICE_UI: T } = textsIn('az');

  it('format as the functions did', () => {
    expect(M.tooMany(5000)).toBe(
      'Bir dəfəyə ən çox 5000 məhsulun qiyməti dəyişdirilə bilər: kateqoriya və ya axtarışla daraldın.',
    );
    expect(M.done(2)).toBe('2 məhsulun qrup qiyməti yeniləndi.');
    expect(M.cleared(1)).toBe('1 məhsulun qrup qiyməti silindi: onlar qrupun faizi ilə satılır.');
  });

  it('keeps its plain words', () => {
    expect(M.noProducts).toBe('Bu seçimə uyğun məhsul tapılmadı.');
    expect(T.source.break).toBe('Həcm endirimi');
  });
});
