/** The last words written in code, now in the catalogue, say what the code said: the literals are
 * the old output (the orders CSV's headers and days, the licence's audit value, the companies list's
 * card line). */
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../../domain/i18n/texts-in.ts';
import { csvLine, orderCsvRow } from '../../../../domain/orders/orders-csv.ts';
import type { Order } from '../../../../domain/shared/types.ts';
import { mailOrder } from '../../../helpers/mail-order.ts';

describe('words moved out of code', () => {
  const { COMPANY_SELLER_MSG, DELIVERY_UI, ORDERS_CSV_HEADERS, SELLER_TRADE_UI } = textsIn('az');

  it('the orders CSV has the same headers and delivery days', () => {
    expect(csvLine(Object.values(ORDERS_CSV_HEADERS))).toBe(
      'Nömrə;Tarix;Status;Müştəri;E-poçt;Alıcı;Telefon;Ünvan;Məhsullar;Məbləğ (₼);Ödəniş;Ödənilib;Çatdırılma zonası;Çatdırılma haqqı (₼);Çatdırılma müddəti\r\n',
    );
    const order = mailOrder('az');
    const days = (daysMin: number, daysMax: number) =>
      orderCsvRow({ ...order, delivery: { ...order.delivery, daysMin, daysMax } } as Order, DELIVERY_UI);
    expect(days(2, 3)).toBe(
      '10042;2026-11-25 14:00;Göndərilib;;;Ольга Смирнова;055 765 43 21;Nizami 10, Gəncə;Tilozin 20% × 2;25,00;Bank köçürməsi ilə əvvəlcədən ödəmə;Xeyr;Gəncə;5,00;2–3 iş günü\r\n',
    );
    expect(days(1, 1)).toMatch(/;5,00;1 iş günü\r\n$/);
    const undelivered = { ...order, delivery: null } as unknown as Order;
    expect(orderCsvRow(undelivered, DELIVERY_UI)).toMatch(/;Xeyr;;5,00;\r\n$/);
  });

  it('the seller’s words of companies are the old literals', () => {
    expect(COMPANY_SELLER_MSG.newLicenceCopy).toBe('yeni surət');
    expect(SELLER_TRADE_UI.typeAndVoen('Baytarlıq klinikası', '1400123451')).toBe(
      'Baytarlıq klinikası · VÖEN 1400123451',
    );
  });
});
