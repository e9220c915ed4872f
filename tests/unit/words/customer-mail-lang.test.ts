/** The merge of issue 36 item 4 with payments (issue 34) and Russian content: a Russian order's
 * confirmation names its payment method, the bank details and the transfer step in Russian, and
 * its lines and zone by the Russian names the order kept; an Azerbaijani one stays as it was. */
import { describe, expect, it } from 'vitest';
import { orderConfirmationMail } from '../../../domain/orders/customer-mails.ts';
import { DEFAULT_SETTINGS } from '../../../domain/settings/site.ts';
import { mailOrder as order } from '../../helpers/mail-order.ts';

describe('the confirmation of an order paid by transfer', () => {
  it('is Russian throughout for a Russian order: method, bank details, transfer step, names', () => {
    const { text } = orderConfirmationMail(order('ru'), 'Ольга', DEFAULT_SETTINGS);
    expect(text).toContain('Оплата: Предоплата банковским переводом');
    expect(text).toContain('Реквизиты для оплаты:');
    expect(text).toContain('AZ21 NABZ');
    expect(text).toContain('Оплата банковским переводом по реквизитам ниже');
    expect(text).toContain('- Тилозин 20% × 2');
    expect(text).toContain('(Гянджа)');
    expect(text).not.toContain('Rekvizit');
  });

  it('stays Azerbaijani for an Azerbaijani order, with the Azerbaijani names', () => {
    const { text } = orderConfirmationMail(order('az'), 'Aysel', DEFAULT_SETTINGS);
    expect(text).toContain('Ödəniş: Bank köçürməsi ilə əvvəlcədən ödəmə');
    expect(text).toContain('- Tilozin 20% × 2');
    expect(text).toContain('(Gəncə)');
    expect(text).not.toContain('Реквизиты');
  });
});
