/** The trade buyer's price (issue 33, decision 0091): every combination of list price,
 * whole-catalogue and category percentage, per-product price and quantity break, in
 * integer qəpik with the floor rule; and the quantity rules' refusals, word for word. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  percentOff,
  termsFor,
  tradeLineQepik,
  tradeUnitPrice,
  visibleBreaks,
  type PriceBreak,
  type PriceList,
  type ProductTerms,
} from '../../../domain/trade/pricing.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { formatMoney } from '../../../domain/shared/format.ts';
import { quantityProblem, quantityRuleProblem } from '../../../domain/trade/quantity-refusals.ts';
import { firstQuantity, type QuantityRule } from '../../../domain/trade/quantity-rules.ts';

const terms = (t: Partial<ProductTerms>): ProductTerms => ({
  productQepik: null,
  categoryBp: null,
  catalogueBp: null,
  breaks: [],
  ...t,
});

const B10: PriceBreak[] = [{ minQuantity: 10, unitQepik: 920 }];
const B10_50: PriceBreak[] = [
  { minQuantity: 10, unitQepik: 920 },
  { minQuantity: 50, unitQepik: 850 },
];

// list price, catalogue %, category %, product price, breaks, quantity → unit paid, source
type Row = [number | null, number | null, number | null, number | null, PriceBreak[], number, number | null, string];
const TABLE: Row[] = [
  // the list price alone
  [1000, null, null, null, [], 1, 1000, 'list'],
  [1000, null, null, null, [], 500, 1000, 'list'],
  [null, null, null, null, [], 3, null, 'list'],
  // whole catalogue 7,5 %: 10,00 → 9,25; 9,99 → 9,24075 floored 9,24; 0,01 → 0,00925 floored 0,00
  [1000, 750, null, null, [], 1, 925, 'catalogue'],
  [999, 750, null, null, [], 1, 924, 'catalogue'],
  [1, 750, null, null, [], 1, 0, 'catalogue'],
  [null, 750, null, null, [], 1, null, 'list'],
  // category 15 % wins over catalogue 7,5 % (they do not add up)
  [1000, null, 1500, null, [], 1, 850, 'category'],
  [1000, 750, 1500, null, [], 1, 850, 'category'],
  [1333, 750, 1500, null, [], 1, 1133, 'category'], // 1133,05 floored
  // a category percentage lower than the catalogue's still wins: it is the more particular
  [1000, 2000, 500, null, [], 1, 950, 'category'],
  // the per-product price wins over every percentage, even above them, even above the list price
  [1000, 750, 1500, 880, [], 1, 880, 'product'],
  [1000, 750, 1500, 1100, [], 1, 1100, 'product'],
  [null, 750, null, 880, [], 1, 880, 'product'],
  // a break from 10: below 10 the base price, from 10 the break's
  [1000, null, null, null, B10, 9, 1000, 'list'],
  [1000, null, null, null, B10, 10, 920, 'break'],
  [1000, null, null, null, B10, 11, 920, 'break'],
  [null, null, null, null, B10, 10, 920, 'break'],
  [null, null, null, null, B10, 9, null, 'list'],
  // a break above the percentage price never applies (buying more never costs more a piece)
  [1000, null, 1500, null, B10, 10, 850, 'category'],
  [1000, 750, null, null, B10, 10, 920, 'break'],
  [1000, 750, null, 900, B10, 10, 900, 'product'],
  [1000, 750, null, 950, B10, 10, 920, 'break'],
  // two breaks
  [1000, 750, null, null, B10_50, 49, 920, 'break'],
  [1000, 750, null, null, B10_50, 50, 850, 'break'],
  [1000, 750, null, null, B10_50, 5000, 850, 'break'],
  // breaks entered against their order: the lowest that applies wins
  [1000, null, null, null, [{ minQuantity: 50, unitQepik: 950 }, ...B10], 60, 920, 'break'],
];

describe('tradeUnitPrice: the table of combinations', () => {
  it.each(TABLE)(
    'list %s, catalogue %s bp, category %s bp, product %s, breaks %j, quantity %s → %s (%s)',
    (list, catalogueBp, categoryBp, productQepik, breaks, quantity, unit, source) => {
      const price = tradeUnitPrice(list, terms({ catalogueBp, categoryBp, productQepik, breaks }), quantity);
      expect(price.unitQepik).toBe(unit);
      expect(price.source).toBe(source);
      expect(tradeLineQepik(list, terms({ catalogueBp, categoryBp, productQepik, breaks }), quantity)).toBe(
        unit == null ? null : unit * quantity,
      );
    },
  );

  it('names the break that set the price', () => {
    expect(tradeUnitPrice(1000, terms({ breaks: B10_50 }), 60).breakFrom).toBe(50);
    expect(tradeUnitPrice(1000, terms({ breaks: B10_50 }), 5).breakFrom).toBeNull();
  });
});

/** The floor of list × (1 − bp/10 000) by BigInt arithmetic, apart from the rule's own. */
const exactFloor = (list: number, bp: number) => Number((BigInt(list) * BigInt(10_000 - bp)) / 10_000n);

const arbBreaks = fc.array(
  fc.record({ minQuantity: fc.integer({ min: 2, max: 200 }), unitQepik: fc.integer({ min: 0, max: 500_000 }) }),
  { maxLength: 4 },
);
const arbTerms = fc.record({
  productQepik: fc.option(fc.integer({ min: 0, max: 500_000 })),
  categoryBp: fc.option(fc.integer({ min: 0, max: 9_999 })),
  catalogueBp: fc.option(fc.integer({ min: 0, max: 9_999 })),
  breaks: arbBreaks,
});
const arbList = fc.option(fc.integer({ min: 0, max: 50_000_000 }));

describe('tradeUnitPrice: properties', () => {
  it('a percentage is the exact floor, never more than the list price, never a fraction of a qəpik', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 900_000_000 }), fc.integer({ min: 0, max: 9_999 }), (list, bp) => {
        const paid = percentOff(list, bp);
        expect(Number.isInteger(paid)).toBe(true);
        expect(paid).toBe(exactFloor(list, bp));
        expect(paid).toBeLessThanOrEqual(list);
      }),
    );
  });

  it('is whole qəpik, and buying more never costs more a piece', () => {
    fc.assert(
      fc.property(arbList, arbTerms, fc.integer({ min: 1, max: 300 }), (list, t, q) => {
        const a = tradeUnitPrice(list, t, q).unitQepik;
        const b = tradeUnitPrice(list, t, q + 1).unitQepik;
        if (a != null) expect(Number.isInteger(a)).toBe(true);
        if (a != null) expect(b).not.toBeNull();
        if (a != null && b != null) expect(b).toBeLessThanOrEqual(a);
      }),
    );
  });

  it('without breaks, the per-product price wins; else the category; else the catalogue; else the list', () => {
    fc.assert(
      fc.property(arbList, arbTerms, fc.integer({ min: 1, max: 300 }), (list, t, q) => {
        const unit = tradeUnitPrice(list, { ...t, breaks: [] }, q).unitQepik;
        const expected =
          t.productQepik ??
          (list == null
            ? null
            : t.categoryBp != null
              ? exactFloor(list, t.categoryBp)
              : t.catalogueBp != null
                ? exactFloor(list, t.catalogueBp)
                : list);
        expect(unit).toBe(expected);
      }),
    );
  });

  it('a break pays the lowest of the base price and every break reached', () => {
    fc.assert(
      fc.property(arbList, arbTerms, fc.integer({ min: 1, max: 300 }), (list, t, q) => {
        const base = tradeUnitPrice(list, { ...t, breaks: [] }, q).unitQepik;
        const reached = t.breaks.filter((b) => b.minQuantity <= q).map((b) => b.unitQepik);
        const all = [...(base == null ? [] : [base]), ...reached];
        expect(tradeUnitPrice(list, t, q).unitQepik).toBe(all.length ? Math.min(...all) : null);
      }),
    );
  });

  it('the breaks a page lists are what the cart charges at each quantity, in rising quantity and falling price', () => {
    fc.assert(
      fc.property(arbList, arbTerms, (list, t) => {
        const shown = visibleBreaks(list, t);
        for (let i = 0; i < shown.length; i++) {
          expect(tradeUnitPrice(list, t, shown[i].minQuantity).unitQepik).toBe(shown[i].unitQepik);
          if (i > 0) expect(shown[i].minQuantity).toBeGreaterThan(shown[i - 1].minQuantity);
          if (i > 0) expect(shown[i].unitQepik).toBeLessThan(shown[i - 1].unitQepik);
        }
      }),
    );
  });
});

describe('termsFor: a price list read for one product', () => {
  const list: PriceList = {
    catalogueBp: 500,
    categoryBp: { 'vet-preparatlar': 1200 },
    products: { p1: { priceQepik: 880, breaks: B10 } },
  };

  it('gives the product its own price, its category and the catalogue percentage', () => {
    expect(termsFor(list, 'p1', 'vet-preparatlar')).toEqual({
      productQepik: 880,
      categoryBp: 1200,
      catalogueBp: 500,
      breaks: B10,
    });
    expect(tradeUnitPrice(2000, termsFor(list, 'p2', 'vet-preparatlar'), 1).unitQepik).toBe(1760);
    expect(tradeUnitPrice(2000, termsFor(list, 'p2', 'yemler'), 1).unitQepik).toBe(1900);
  });

  it('a retail buyer (no list) pays the list price; names like __proto__ are not read as rules', () => {
    expect(tradeUnitPrice(2000, termsFor(null, 'p1', 'x'), 50).unitQepik).toBe(2000);
    expect(termsFor(list, '__proto__', 'constructor')).toEqual({
      productQepik: null,
      categoryBp: null,
      catalogueBp: 500,
      breaks: [],
    });
  });

  it('lists a break as the product page says it', () => {
    expect(textsIn('az').TRADE_PRICE_UI.breakLine(10, formatMoney(9.2))).toBe('10 ədəddən 9,20\u00a0₼');
  });
});

describe('quantity rules', () => {
  const rule = (r: Partial<QuantityRule>): QuantityRule => ({ minimum: null, increment: null, maximum: null, ...r });
  const name = 'Amoksisillin 15%, 100 ml';

  it.each([
    [rule({}), 1, null],
    [rule({}), 0, 'Miqdar tam ədəd olmalıdır.'],
    [rule({}), 2.5, 'Miqdar tam ədəd olmalıdır.'],
    [rule({ minimum: 5 }), 4, `“${name}” ən azı 5 ədəd sifariş olunur.`],
    [rule({ minimum: 5 }), 5, null],
    [rule({ increment: 10 }), 15, `“${name}” 10 ədədlik qutu ilə satılır: miqdar 10-ə bölünməlidir (10, 20, 30 …).`],
    [rule({ increment: 10 }), 30, null],
    [rule({ maximum: 100 }), 101, `“${name}” bir sifarişdə ən çox 100 ədəd sifariş olunur.`],
    [rule({ maximum: 100 }), 100, null],
    [rule({ minimum: 20, increment: 10, maximum: 200 }), 10, `“${name}” ən azı 20 ədəd sifariş olunur.`],
    [
      rule({ minimum: 20, increment: 10, maximum: 200 }),
      210,
      `“${name}” bir sifarişdə ən çox 200 ədəd sifariş olunur.`,
    ],
    [rule({ minimum: 20, increment: 10, maximum: 200 }), 190, null],
  ])('%j, quantity %s → %s', (r, q, message) => {
    expect(quantityProblem(name, q, r)).toBe(message);
  });

  it('the first quantity a rule allows is allowed, and nothing below it is', () => {
    const arbRule = fc
      .record({
        minimum: fc.option(fc.integer({ min: 1, max: 100 })),
        increment: fc.option(fc.integer({ min: 1, max: 24 })),
        maximum: fc.constant(null),
      })
      .filter((r) => quantityRuleProblem(r) == null);
    fc.assert(
      fc.property(arbRule, (r) => {
        const first = firstQuantity(r);
        expect(quantityProblem(name, first, r)).toBeNull();
        for (let q = 1; q < first; q++) expect(quantityProblem(name, q, r)).not.toBeNull();
      }),
    );
  });

  it.each([
    [rule({ minimum: 0 }), 'Miqdar qaydası müsbət tam ədəd olmalıdır.'],
    [rule({ increment: 1.5 }), 'Miqdar qaydası müsbət tam ədəd olmalıdır.'],
    [rule({ minimum: 15, increment: 10 }), 'Minimum miqdar qutu sayına bölünməlidir.'],
    [rule({ maximum: 95, increment: 10 }), 'Maksimum miqdar qutu sayına bölünməlidir.'],
    [rule({ minimum: 20, maximum: 10 }), 'Maksimum miqdar minimumdan az ola bilməz.'],
    [rule({ minimum: 20, increment: 10, maximum: 200 }), null],
  ])('the seller entering %j → %s', (r, message) => {
    expect(quantityRuleProblem(r)).toBe(message);
  });
});
