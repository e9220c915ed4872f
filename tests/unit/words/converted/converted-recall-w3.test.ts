/** The recall's words moved from `domain/stock/recall-text.ts` functions into the catalogue (issue 43
 * item 2, part W3): each message says exactly what the old function said (the expected strings are
 * the old code's outputs, copied before it went). */
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../../domain/i18n/texts-in';

const AZ = textsIn('az');
const RU = textsIn('ru');
const [product, batch, expiry, orders] = ['Amoksisillin 15%', 'A-123', '03.2027', '1001, 1002'];

describe('the recall messages say what their functions said', () => {
  it('RECALL_TEXT and RECALL_UI (Azerbaijani only)', () => {
    expect(AZ.RECALL_TEXT.sent(3)).toBe('Geri çağırış 3 alıcıya göndərildi.');
    expect(AZ.RECALL_UI.productUnknown('Amoks')).toBe('"Amoks" üzrə məhsul tapılmadı.');
    expect(AZ.RECALL_UI.heading(product, batch)).toBe('Amoksisillin 15%, seriya A-123');
    expect(AZ.RECALL_UI.expiry(expiry)).toBe('Son istifadə tarixi: 03.2027');
    expect(AZ.RECALL_UI.summary(2, 1500)).toBe('2 sifariş, cəmi 1500 ədəd.');
    expect(AZ.RECALL_UI.send(12)).toBe('Geri çağırış məktubunu 12 alıcıya göndər');
    expect(AZ.RECALL_UI.units(1)).toBe('1 ədəd');
    expect(RU.RECALL_UI.units(1)).toBe('1 ədəd');
    expect(AZ.RECALL_TEXT.columns[8]).toBe('Şirkətin telefonu');
  });

  it('RECALL_MAIL in each language', () => {
    expect(AZ.RECALL_MAIL.subject(product, batch, expiry, orders)).toBe('Geri çağırış: Amoksisillin 15%, seriya A-123');
    expect(AZ.RECALL_MAIL.text(product, batch, expiry, orders)).toBe(
      'Hörmətli müştəri,\n\n1001, 1002 nömrəli sifarişinizlə aldığınız "Amoksisillin 15%" məhsulunun A-123 seriyası' +
        ' (son istifadə tarixi 03.2027) geri çağırılır. Xahiş edirik, bu seriyanı istifadə etməyin və bizimlə əlaqə saxlayın:' +
        ' onu dəyişəcək və ya pulunu qaytaracağıq.\n\nVetAqro',
    );
    expect(RU.RECALL_MAIL.subject(product, batch, expiry, orders)).toBe('Отзыв: Amoksisillin 15%, серия A-123');
    expect(RU.RECALL_MAIL.text(product, batch, expiry, orders)).toBe(
      'Уважаемый клиент,\n\nсерия A-123 товара «Amoksisillin 15%» (годен до 03.2027), полученная по заказу №1001, 1002,' +
        ' отзывается. Пожалуйста, не используйте эту серию и свяжитесь с нами: мы заменим её или вернём деньги.\n\nVetAqro',
    );
  });
});
