/** The product page's withdrawal periods (issue 32 item 11): one line per product of the animal,
 * and "not applicable" where the product's animals give none of it (no eggs from cattle), not
 * "unknown"; read from the target species list in domain/vet/vet.ts. */
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import type { Withdrawal, WithdrawalKind } from '../../../domain/vet/vet.ts';
import { withdrawalLinesIn } from '../../../domain/vet/vet-words.ts';

const withdrawalLines = (w: Record<WithdrawalKind, Withdrawal>, species: readonly string[]) =>
  withdrawalLinesIn(textsIn('az').VET_TEXT, w, species);

describe('withdrawal lines', () => {
  it('a cattle and sheep medicine: meat and milk in days, eggs not applicable', () => {
    expect(withdrawalLines({ meat: 28, milk: 7, eggs: null }, ['cattle', 'sheep-goat'])).toEqual([
      'Ət: 28 gün',
      'Süd: 7 gün',
      'Yumurta: aid deyil',
    ]);
  });

  it('a poultry medicine: no milk, eggs unknown when not given', () => {
    expect(withdrawalLines({ meat: 7, milk: null, eggs: null }, ['poultry'])).toEqual([
      'Ət: 7 gün',
      'Süd: aid deyil',
      'Yumurta: məlum deyil',
    ]);
  });

  it('a pig medicine: neither milk nor eggs', () => {
    expect(withdrawalLines({ meat: 0, milk: null, eggs: null }, ['pig'])).toEqual([
      'Ət: yoxdur (0 gün)',
      'Süd: aid deyil',
      'Yumurta: aid deyil',
    ]);
  });

  it('with no species named, a missing period stays unknown', () => {
    expect(withdrawalLines({ meat: 14, milk: null, eggs: null }, [])).toEqual([
      'Ət: 14 gün',
      'Süd: məlum deyil',
      'Yumurta: məlum deyil',
    ]);
  });

  it('a pet medicine says once that it is not for food-producing animals', () => {
    expect(
      withdrawalLines({ meat: 'not-for-food', milk: 'not-for-food', eggs: 'not-for-food' }, ['dog', 'cat']),
    ).toEqual(['məhsuldar heyvanlara verilmir']);
  });

  it('no period given at all: no lines (the row is not shown)', () => {
    expect(withdrawalLines({ meat: null, milk: null, eggs: null }, ['cattle'])).toBeNull();
  });
});
