/** A seller's Azerbaijani words on a Russian page (issue 40 item 5, decision 0124): the fixed
 * vocabularies through the catalogues, whole or not at all; anything else as written, marked. */
import { describe, expect, it } from 'vitest';
import { countryIn, hoursIn, packIn } from '../../../domain/shared/fixed-words.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';

const ru = textsIn('ru');
const az = textsIn('az');

describe('fixed words on a Russian page', () => {
  it('translates the opening hours’ days, the longer name first', () => {
    expect(hoursIn('Bazar ertəsi – Şənbə, 09:00–18:00', 'ru', ru.HOURS_WORDS)).toEqual({
      text: 'Понедельник – Суббота, 09:00–18:00',
    });
    expect(hoursIn('Bazar: istirahət günü', 'ru', ru.HOURS_WORDS)).toEqual({ text: 'Воскресенье: выходной' });
    // a word the catalogue lacks: the whole as written, marked
    expect(hoursIn('Bazar ertəsi – Cümə, nahar 13:00', 'ru', ru.HOURS_WORDS)).toEqual({
      text: 'Bazar ertəsi – Cümə, nahar 13:00',
      lang: 'az',
    });
    expect(hoursIn('Bazar ertəsi – Şənbə', 'az', az.HOURS_WORDS)).toEqual({ text: 'Bazar ertəsi – Şənbə' });
  });

  it('translates a pack’s units and a country; keeps an unknown one, marked', () => {
    expect(packIn('10 həb', 'ru', ru.PACK_UNITS)).toEqual({ text: '10 таб.' });
    expect(packIn('100 mq/ml', 'ru', ru.PACK_UNITS)).toEqual({ text: '100 мг/мл' });
    expect(packIn('10 x 5 ml', 'ru', ru.PACK_UNITS)).toEqual({ text: '10 × 5 мл' });
    expect(packIn('1 qutu', 'ru', ru.PACK_UNITS)).toEqual({ text: '1 qutu', lang: 'az' });
    expect(countryIn('Türkiyə', 'ru', ru.COUNTRY_NAMES)).toEqual({ text: 'Турция' });
    expect(countryIn('türkiyə ', 'ru', ru.COUNTRY_NAMES)).toEqual({ text: 'Турция' });
    expect(countryIn('Monqolustan', 'ru', ru.COUNTRY_NAMES)).toEqual({ text: 'Monqolustan', lang: 'az' });
    expect(countryIn('Türkiyə', 'az', az.COUNTRY_NAMES)).toEqual({ text: 'Türkiyə' });
  });
});
