/** The seller's order words read the az-only catalogue (issue 43 item 2): each compiled message
 * gives, byte for byte, what seller-orders-text.ts's function gave before it was removed. */
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../../domain/i18n/texts-in.ts';
import { STATUS_FILTERS } from '../../../../domain/orders/order-filters.ts';

describe('the seller’s order pages', () => {
  const { ORDERS_TEXT: T, STATUS_FILTER_LABEL } = textsIn('az');

  it('ask and tell about an order by its number as before', () => {
    expect(T.typeNumberTitle(10042)).toBe('Sifariş № 10042 tamamlanıb və ödənilib. Silinsin?');
    expect(T.deletedOrder(10042)).toBe('Sifariş № 10042 silinib. Tarixçəsi qalır:');
  });

  it('count the orders found as before', () => {
    expect(T.found(0)).toBe('0 sifariş');
    expect(T.found(1)).toBe('1 sifariş');
    expect(T.found(1234)).toBe('1234 sifariş');
  });

  it('names every status filter as before', () => {
    expect(STATUS_FILTERS.map((f) => STATUS_FILTER_LABEL[f.key])).toEqual([
      'yeni',
      'qəbul edilib',
      'tamamlanıb',
      'ləğv edilib',
    ]);
    expect(T.actor.system).toBe('Sistem');
  });
});
