/** Folding for search, money rounding and formatting (docs/architecture.md §Text, docs/architecture.md §Constants). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, PRICE_ON_REQUEST } from '../../../domain/shared/format.ts';
import { cartTotal, toManat, toQepik, totalQepik } from '../../../domain/shared/money.ts';
import { escapeLike, fold } from '../../../domain/search/search-folding.ts';

describe('fold', () => {
  it('folds BAKI, bakı and baki alike', () => {
    expect(new Set([fold('BAKI'), fold('bakı'), fold('baki'), fold('Bakı')])).toEqual(new Set(['baki']));
  });

  it("makes 'heb' a substring of Həblər", () => {
    expect(fold('Həblər')).toContain('heb');
    expect(fold('Həblər')).toBe('hebler');
  });

  it("folds İnyeksiya to 'inyeksiya' (one character for İ, not two)", () => {
    expect(fold('İnyeksiya')).toBe('inyeksiya');
    expect(fold('I\u0307nyeksiya')).toBe('inyeksiya');
  });

  it('folds every Azerbaijani letter to its Latin look-alike', () => {
    expect(fold('ƏĞIÖÜŞÇ əğıöüşç')).toBe('egiousc egiousc');
  });

  it('trims and collapses spaces', () => {
    expect(fold('  Toz   məhsullar ')).toBe('toz mehsullar');
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});

describe('money', () => {
  it('adds 3 × 3.33 to 9.99', () => {
    expect(cartTotal([{ offerPrice: 3.33, quantity: 3 }])).toBe(9.99);
  });

  it('keeps 0.1 + 0.2 at 0.3 (binary noise loses no qəpik)', () => {
    expect(
      cartTotal([
        { offerPrice: 0.1, quantity: 1 },
        { offerPrice: 0.2, quantity: 1 },
      ]),
    ).toBe(0.3);
  });

  it('adds 0.1 × 3 to 0.3 and 19.99 × 3 to 59.97, where summing manat would not', () => {
    expect(0.1 * 3).not.toBe(0.3);
    expect(cartTotal([{ offerPrice: 0.1, quantity: 3 }])).toBe(0.3);
    expect(cartTotal([{ offerPrice: 19.99, quantity: 3 }])).toBe(59.97);
  });

  it('shows in the cart exactly what the server charges for the order', () => {
    const line = fc.record({
      qepik: fc.option(fc.integer({ min: 0, max: 10_000_000 })),
      quantity: fc.integer({ min: 1, max: 99 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const browser = cartTotal(
          lines.map((l) => ({ offerPrice: l.qepik == null ? null : toManat(l.qepik), quantity: l.quantity })),
        );
        const server = totalQepik(lines.map((l) => ({ unitQepik: l.qepik, quantity: l.quantity })));
        expect(browser).toBe(toManat(server));
      }),
    );
  });

  it('counts a product without a price as 0', () => {
    expect(
      cartTotal([
        { offerPrice: null, quantity: 5 },
        { offerPrice: undefined, quantity: 1 },
        { offerPrice: 2, quantity: 2 },
      ]),
    ).toBe(4);
    expect(cartTotal([])).toBe(0);
  });

  it('converts manat and qəpik exactly', () => {
    expect(toQepik(12.5)).toBe(1250);
    expect(toQepik(0.29)).toBe(29);
    expect(toManat(999)).toBe(9.99);
    expect(
      totalQepik([
        { unitQepik: 333, quantity: 3 },
        { unitQepik: null, quantity: 2 },
      ]),
    ).toBe(999);
  });

  it('formats as 1.234,50 ₼ and a missing price as "Qiymət sorğu ilə"', () => {
    expect(formatMoney(1234.5).replace(/\s/g, ' ')).toBe('1.234,50 ₼');
    expect(formatMoney(0).replace(/\s/g, ' ')).toBe('0,00 ₼');
    expect(formatMoney(null)).toBe(PRICE_ON_REQUEST);
    expect(PRICE_ON_REQUEST).toBe('Qiymət sorğu ilə');
  });
});
