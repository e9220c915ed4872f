/** The veterinary facts the seller panel, the API and the product page's JSON-LD read, now from the
 * catalogue (textsIn('az').VET_TEXT with domain/vet/vet-words.ts; issue 43 item 2), say exactly what
 * the old domain/vet/vet-text.ts said: the literals are its output. */
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../../domain/i18n/texts-in.ts';
import { VET_TEXT as AZ_SOURCE } from '../../../../domain/i18n/az/vet-text.ts';
import type { Withdrawal, WithdrawalKind } from '../../../../domain/vet/vet.ts';
import { degreesIn, withdrawalIn, withdrawalLinesIn } from '../../../../domain/vet/vet-words.ts';

describe('the veterinary facts in Azerbaijani', () => {
  const { VET_TEXT: V } = textsIn('az');
  const periods = (meat: Withdrawal, milk: Withdrawal, eggs: Withdrawal): Record<WithdrawalKind, Withdrawal> => ({
    meat,
    milk,
    eggs,
  });

  it('give a storage range as the old degrees did', () => {
    expect(degreesIn(V, 2, 8)).toBe('2 °C ilə 8 °C arasında');
    expect(degreesIn(V, 2, null)).toBe('2 °C-dən yuxarı');
    expect(degreesIn(V, null, 25)).toBe('25 °C-dən aşağı');
    expect(degreesIn(V, -5, 0)).toBe('-5 °C ilə 0 °C arasında');
  });

  it('give a withdrawal period as the old withdrawalText did', () => {
    expect(withdrawalIn(V, 28)).toBe('28 gün');
    expect(withdrawalIn(V, 0)).toBe('yoxdur (0 gün)');
    expect(withdrawalIn(V, 1)).toBe('1 gün');
    expect(withdrawalIn(V, null)).toBe('məlum deyil');
  });

  it('give the withdrawal lines as the old withdrawalLines did', () => {
    expect(withdrawalLinesIn(V, periods(28, 0, null), ['cattle'])).toEqual([
      'Ət: 28 gün',
      'Süd: yoxdur (0 gün)',
      'Yumurta: aid deyil',
    ]);
    expect(withdrawalLinesIn(V, periods(28, 3, 1), ['poultry'])).toEqual([
      'Ət: 28 gün',
      'Süd: aid deyil',
      'Yumurta: 1 gün',
    ]);
    expect(withdrawalLinesIn(V, periods(null, null, null), [])).toBeNull();
  });

  it('keep the messages and the plain names', () => {
    expect(V.sizeCount(3)).toBe('3 ölçü');
    expect(V.days(5)).toBe('5 gün');
    expect(V.moreSpecies(2)).toBe('+2');
    expect(V.sizesOf('X')).toBe('X: digər qablaşdırma ölçüləri');
    expect(V.withdrawalOf.meat).toBe('Ət');
    expect(V.storage).toBe('Saxlanma şəraiti');
  });

  it('name the fields the product form checks (read from the source) as the compiled words do', () => {
    for (const key of ['substance', 'strength', 'species', 'packSize', 'leaflet', 'storageMin', 'rx'] as const)
      expect(AZ_SOURCE[key]).toBe(V[key]);
  });
});
