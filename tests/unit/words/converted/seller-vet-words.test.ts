/** The seller's veterinary-facts words, now in the catalogue (AZ_ONLY, issue 43 item 2), say exactly
 * what the old functions of domain/vet/seller-vet-text.ts said: the literals are their output. */
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../../domain/i18n/texts-in.ts';

describe('the seller panel’s veterinary words', () => {
  const { SELLER_VET_TEXT: T } = textsIn('az');

  it('format as the functions did', () => {
    expect(T.substanceRow(2)).toBe('Maddə 2');
    expect(T.removeSubstance(1)).toBe('Sil: maddə 1');
    expect(T.daysLabel('Ət')).toBe('Ət: gün');
    expect(T.kindLabel('Süd')).toBe('Süd: növ');
    expect(T.familyCurrent(3)).toBe('Hazırda 3 ölçülü ailədədir.');
    expect(T.familyChoice('Ivermektin 1%', '50 ml')).toBe('Ivermektin 1% (50 ml)');
  });

  it('keeps its plain words', () => {
    expect(T.sectionBasics).toBe('Əsas məlumat');
    expect(T.coldChainSwitch).toBe('Soyuq zəncir (2–8 °C) tələb olunur');
  });
});
