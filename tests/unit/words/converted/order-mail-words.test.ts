/** The shop's copy of a new order, its words now in the catalogue (AZ_ONLY NEW_ORDER_MAIL, issue 43
 * item 2), says exactly what the old newOrderMail of domain/orders/mail-text.ts said: the literals
 * are its output. */
import { describe, expect, it } from 'vitest';
import { newOrderMail } from '../../../../domain/orders/order-mails.ts';
import { mailOrder as order } from '../../../helpers/mail-order.ts';

describe('the shop’s copy of a new order', () => {
  it('names a Russian customer’s language and links the order, in Azerbaijani', () => {
    expect(newOrderMail(order('ru'), { name: 'Ольга', email: 'o@x.az' }, 'https://shop.az/seller/orders/o1')).toEqual({
      subject: 'Yeni sifariş: № 10042 — 25,00 ₼',
      text: 'Yeni sifariş daxil oldu.\n\nSifariş № 10042\nTarix: 25 noyabr 2026, 14:00\nMüştəri: Ольга <o@x.az>\nMüştərinin dili: rus dili\nAlıcı: Ольга Смирнова, telefon +994 55 765 43 21\nÜnvan: Nizami 10, Gəncə\n\nMəhsullar:\n- Tilozin 20% × 2 — 20,00 ₼\n\nMəhsullar: 20,00 ₼\nÇatdırılma (Gəncə): 5,00 ₼\nÇatdırılma müddəti: 2–3 iş günü\nCəmi: 25,00 ₼\nÖdəniş: Bank köçürməsi ilə əvvəlcədən ödəmə\n\nSifarişə baxmaq: https://shop.az/seller/orders/o1',
    });
  });

  it('says what it said for an Azerbaijani order without a link', () => {
    expect(newOrderMail(order('az'), { name: 'Aysel', email: 'a@x.az' })).toEqual({
      subject: 'Yeni sifariş: № 10042 — 25,00 ₼',
      text: 'Yeni sifariş daxil oldu.\n\nSifariş № 10042\nTarix: 25 noyabr 2026, 14:00\nMüştəri: Aysel <a@x.az>\nAlıcı: Ольга Смирнова, telefon +994 55 765 43 21\nÜnvan: Nizami 10, Gəncə\n\nMəhsullar:\n- Tilozin 20% × 2 — 20,00 ₼\n\nMəhsullar: 20,00 ₼\nÇatdırılma (Gəncə): 5,00 ₼\nÇatdırılma müddəti: 2–3 iş günü\nCəmi: 25,00 ₼\nÖdəniş: Bank köçürməsi ilə əvvəlcədən ödəmə',
    });
  });
});
