/** The seller panel's, the stock's and the vet pages' words moved from `*-text.ts` functions into
 * the catalogue as messages (issue 43 item 2, part A1): each message says exactly what the old
 * function said (the expected strings are the old functions' outputs, copied before they went). */
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../domain/i18n/texts-in';

const T = textsIn('az');

describe('the seller panel’s messages say what their functions said', () => {
  it('SELLER_TEXT', () => {
    const { SELLER_TEXT } = T;
    expect(SELLER_TEXT.deleteProductQuestion('Ivermektin 1%')).toBe('"Ivermektin 1%" məhsulu silinsin?');
    expect(SELLER_TEXT.deleteNewsQuestion('Yeni peyvəndlər')).toBe('"Yeni peyvəndlər" xəbəri silinsin?');
    expect(SELLER_TEXT.deleteUserQuestion('Aysel Məmmədova')).toBe(
      '"Aysel Məmmədova" istifadəçisi silinsin? Hesabı, səbəti və ünvanları silinəcək; sifarişləri qalacaq.',
    );
    expect(SELLER_TEXT.imageSlot(3)).toBe('Şəkil 3');
    expect(SELLER_TEXT.panel).toBe('Satıcı paneli');
  });
});
