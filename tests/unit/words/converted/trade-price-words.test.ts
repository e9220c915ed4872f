/** The trade price words, read from the catalogue since domain/trade/trade-price-text.ts went (issue
 * 43 item 2), say exactly what its `fill` functions said: the literals are their output. */
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../../domain/i18n/texts-in.ts';
import { formatMoney } from '../../../../domain/shared/format.ts';
import { quantityProblem } from '../../../../domain/trade/quantity-refusals.ts';

describe('the trade price words', () => {
  const { TRADE_QUANTITY_MSG: Q, TRADE_RX_MSG: RX, TRADE_PRICE_UI: UI, TRADE_RULES_MSG: R } = textsIn('az');
  const rule = { minimum: null, increment: 6, maximum: null };

  it('format as the functions did', () => {
    expect(Q.notWhole).toBe('Miqdar tam ədəd olmalıdır.');
    expect(Q.belowMinimum('Tilozin', 10)).toBe('“Tilozin” ən azı 10 ədəd sifariş olunur.');
    expect(quantityProblem('Tilozin', 7, rule)).toBe(
      '“Tilozin” 6 ədədlik qutu ilə satılır: miqdar 6-ə bölünməlidir (6, 12, 18 …).',
    );
    expect(Q.aboveMaximum('Tilozin', 50)).toBe('“Tilozin” bir sifarişdə ən çox 50 ədəd sifariş olunur.');
    expect(RX.licenceExpired('1 dekabr 2026')).toBe(
      'Şirkətinizin baytarlıq lisenziyasının müddəti 1 dekabr 2026 tarixində bitib, ona görə reseptli dərman üçün resept lazımdır. Yenilənmiş lisenziyanı bizə göndərin.',
    );
    expect(RX.noLicence).toBe(
      'Şirkətinizin lisenziyası qeydə alınmayıb, ona görə reseptli dərman üçün resept lazımdır.',
    );
    expect(UI.breakLine(10, formatMoney(9.2))).toBe('10 ədəddən 9,20\u00a0₼');
  });

  it('keeps the seller’s refusals', () => {
    expect(R.badPercent).toBe('Endirim 0 ilə 99,99 % arasında olmalıdır.');
    expect(R.maximumNotIncrement).toBe('Maksimum miqdar qutu sayına bölünməlidir.');
  });
});
