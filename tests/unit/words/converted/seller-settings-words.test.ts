/** The seller's settings, delivery-zone and accounting pages read their words from the catalogue
 * (issue 43 item 2): each message gives exactly what the functions it replaced gave. */
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../../domain/i18n/texts-in.ts';

const { SETTINGS_TEXT, ZONES_TEXT, ACCOUNTING_PANEL } = textsIn('az');

describe('seller settings, zones and accounting words', () => {
  it('names the phone and network fields by their place', () => {
    expect(SETTINGS_TEXT.fields.phoneMain).toBe('Əsas telefon');
    expect(SETTINGS_TEXT.fields.phone(2)).toBe('Telefon 2');
    expect(SETTINGS_TEXT.fields.socialLabel(1)).toBe('Şəbəkə 1: adı');
    expect(SETTINGS_TEXT.fields.socialHref(3)).toBe('Şəbəkə 3: keçid (https://…)');
  });

  it('names a zone and the areas no zone holds', () => {
    expect(ZONES_TEXT.zone(1)).toBe('Zona 1');
    expect(ZONES_TEXT.unzoned('Bakı/Nəsimi, Gəncə')).toBe(
      'Heç bir zonaya daxil olmayan ərazilər (bu ünvanlara sifariş verilə bilməz): Bakı/Nəsimi, Gəncə',
    );
  });

  it("counts a period's documents and payments as written, a thousand unbroken", () => {
    expect(ACCOUNTING_PANEL.counts(1200, 2, '10,00 ₼')).toBe('Dövrdə 1200 sənəd və 2 ödəniş (cəmi 10,00 ₼).');
  });
});
