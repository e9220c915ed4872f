/** The shop's details and WhatsApp words, once in domain/settings/settings-text.ts, now come from
 * the catalogue (issue 43 item 2): the Azerbaijani literals are the old functions' output; the
 * Russian page's WhatsApp messages are new (they were Azerbaijani before). */
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../../domain/i18n/texts-in.ts';
import type { ShopSettings } from '../../../../domain/settings/settings-schema.ts';
import {
  contactHrefs,
  legalTitle,
  publicContact,
  sellerIdentityLines,
} from '../../../../domain/settings/shop-details.ts';

const shop = {
  legalName: 'VetAqro Təchizat',
  legalForm: 'MMC',
  taxId: '1234567891',
  registration: '2020-01-15, № 123',
  licenceNumber: 'L-77',
  licenceAuthority: 'AQTA',
  address: 'Bakı, Nizami küç. 1',
  phones: ['+994501234567', '+994125551122'],
  email: 'info@vetaqro.az',
  whatsapp: '+994501234567',
  workingHours: 'B.e.–Cümə 9:00–18:00',
  social: [{ label: 'Instagram', href: 'https://instagram.com/x' }],
} as unknown as ShopSettings;

describe('the shop’s details', () => {
  const { SHOP_IDENTITY } = textsIn('az');

  it('read as the old functions wrote them', () => {
    expect(legalTitle(shop)).toBe('"VetAqro Təchizat" MMC');
    expect(sellerIdentityLines(shop, SHOP_IDENTITY)).toEqual([
      '"VetAqro Təchizat" MMC',
      'VÖEN 1234567891',
      'Dövlət qeydiyyatı: 2020-01-15, № 123',
      'Lisenziya № L-77 (AQTA)',
      'Bakı, Nizami küç. 1',
    ]);
    expect(sellerIdentityLines({ ...shop, licenceAuthority: '' }, SHOP_IDENTITY)[3]).toBe('Lisenziya № L-77');
    expect(sellerIdentityLines({ ...shop, licenceNumber: '' }, SHOP_IDENTITY)).toHaveLength(4);
    expect(publicContact(shop, SHOP_IDENTITY)).toEqual({
      legalTitle: '"VetAqro Təchizat" MMC',
      identity: '"VetAqro Təchizat" MMC · VÖEN 1234567891',
      licence: 'Lisenziya № L-77 (AQTA)',
      address: 'Bakı, Nizami küç. 1',
      phones: [
        { href: 'tel:+994501234567', text: '+994 50 123 45 67' },
        { href: 'tel:+994125551122', text: '+994 12 555 11 22' },
      ],
      email: 'info@vetaqro.az',
      workingHours: 'B.e.–Cümə 9:00–18:00',
      links: [
        { label: 'Instagram', href: 'https://instagram.com/x' },
        { label: 'WhatsApp', href: 'https://wa.me/994501234567' },
      ],
    });
    expect(publicContact({ ...shop, licenceNumber: '' }, SHOP_IDENTITY).licence).toBeNull();
    expect(contactHrefs(shop, 'Salam! Sifariş № 7')).toEqual({
      whatsapp: 'https://wa.me/994501234567?text=Salam!%20Sifari%C5%9F%20%E2%84%96%207',
      call: 'tel:+994501234567',
    });
  });
});

describe('the WhatsApp words', () => {
  it('say in Azerbaijani what the old functions said', () => {
    const { WHATSAPP, WHATSAPP_SELLER } = textsIn('az');
    expect(WHATSAPP.productMessage('Ivermektin 1%', 'https://vetaqro.az/p/1')).toBe(
      'Salam! "Ivermektin 1%" məhsulu ilə maraqlanıram: https://vetaqro.az/p/1',
    );
    expect(WHATSAPP.orderMessage(1042)).toBe('Salam! Sifariş № 1042 barədə yazıram.');
    expect(WHATSAPP_SELLER.sellerMessage(1042)).toBe('Salam! VetAqro Təchizat: sifarişiniz № 1042 barədə yazırıq.');
    expect(WHATSAPP_SELLER.callCustomer).toBe('Müştəriyə zəng');
    expect(WHATSAPP_SELLER.writeCustomer).toBe('WhatsApp-a yaz');
  });

  it('are Russian on a Russian page', () => {
    const { WHATSAPP } = textsIn('ru');
    expect(WHATSAPP.productMessage('Ивермектин 1%', 'https://vetaqro.az/ru/p/1')).toBe(
      'Здравствуйте! Интересует препарат «Ивермектин 1%»: https://vetaqro.az/ru/p/1',
    );
    expect(WHATSAPP.orderMessage(1042)).toBe('Здравствуйте! Пишу по заказу № 1042.');
  });
});
