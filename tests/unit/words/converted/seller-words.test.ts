/** The seller panel's, the stock's and the vet pages' words moved from `*-text.ts` functions into
 * the catalogue as messages (issue 43 item 2, part A1): each message says exactly what the old
 * function said (the expected strings are the old functions' outputs, copied before they went). */
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../../domain/i18n/texts-in';

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

  it('RX_SELLER_TEXT', () => {
    const { RX_SELLER_TEXT } = T;
    expect(RX_SELLER_TEXT.sellerPhotoAlt(1042)).toBe('Sifariş 1042: reseptin şəkli');
    expect(RX_SELLER_TEXT.checkedBy('satici@vetshop.az', '28.11.2026 14:05')).toBe(
      'Yoxladı: satici@vetshop.az, 28.11.2026 14:05',
    );
  });

  it('STOCK_SELLER_TEXT', () => {
    const { STOCK_SELLER_TEXT, STOCK_REASON_LABEL } = T;
    expect(STOCK_SELLER_TEXT.thresholdHint(5)).toBe('Bu miqdarda və ondan az qalanda "az qalıb" göstərilir. Boş: 5.');
    expect(STOCK_SELLER_TEXT.corrected(12)).toBe('Miqdar yeniləndi: 12.');
    expect(STOCK_SELLER_TEXT.belowZero(2)).toBe('Miqdar sıfırdan aşağı düşə bilməz: hazırda 2 ədəd var.');
    expect(STOCK_SELLER_TEXT.leftOfThreshold(3, 10)).toBe('3 ədəd (hədd: 10)');
    expect(STOCK_REASON_LABEL.batch_swap).toBe('Seriya dəyişdi');
  });
});
