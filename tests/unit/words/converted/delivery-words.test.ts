/** The delivery words the old domain/delivery/delivery-text.ts wrapped (amounts in qəpik, through
 * `azText`) now come from the catalogue, money formatted by the caller (issue 43 item 2): the
 * literals are the old functions' output. */
import { describe, expect, it } from 'vitest';
import { daysSpan } from '../../../../domain/delivery/delivery.ts';
import { textsIn } from '../../../../domain/i18n/texts-in.ts';
import { formatMoney } from '../../../../domain/shared/format.ts';
import { toManat } from '../../../../domain/shared/money.ts';

const money = (qepik: number) => formatMoney(toManat(qepik));

describe('the delivery words in Azerbaijani (the seller panel, the API)', () => {
  const { ADDRESS_PLACE, DELIVERY_UI, METHOD_LABELS, PAYMENT_LABELS } = textsIn('az');

  it('format money and days as the old wrappers did', () => {
    expect(DELIVERY_UI.toFree(money(150050))).toBe('Daha 1.500,50\u00a0₼ əlavə etsəniz, çatdırılma pulsuz olacaq.');
    expect(DELIVERY_UI.belowMinimum(formatMoney(30), money(1250))).toBe(
      'Minimum sifariş məbləği 30,00\u00a0₼. Daha 12,50\u00a0₼ əlavə edin.',
    );
    expect(DELIVERY_UI.missingButton(money(1))).toBe('Minimum məbləğə 0,01\u00a0₼ çatmır');
    expect(DELIVERY_UI.belowMinimumRefused(formatMoney(30), money(1))).toBe(
      'Minimum sifariş məbləği 30,00\u00a0₼: daha 0,01\u00a0₼ lazımdır.',
    );
    expect(DELIVERY_UI.daysText(daysSpan(1, 1), 1)).toBe('1 iş günü');
    expect(DELIVERY_UI.daysText(daysSpan(2, 4), 4)).toBe('2–4 iş günü');
    expect([daysSpan(3, 3), daysSpan(1, 2)]).toEqual(['3', '1–2']);
    expect(ADDRESS_PLACE.oldValue('Xaçmaz')).toBe('Xaçmaz (siyahıda yoxdur)');
  });

  it('keeps its plain words and labels', () => {
    expect(DELIVERY_UI.zoneNotFound).toBe('Çatdırılma zonası tapılmadı.');
    expect(PAYMENT_LABELS).toEqual({ COD: 'Yerində ödəmə', TRANSFER: 'Bank köçürməsi ilə əvvəlcədən ödəmə' });
    expect(METHOD_LABELS).toEqual({
      cod: 'Yerində ödəmə',
      prepay: 'Bank köçürməsi ilə əvvəlcədən ödəmə',
      terms: 'Möhlətli ödəniş (bank köçürməsi)',
    });
  });
});
