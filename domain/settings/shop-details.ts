/** How the shop's settings read on pages, e-mails and the delivery note, and
 * the words of the seller's settings and delivery pages (issue 25). */
import type { ShopSettings } from './settings-schema.ts';
import { formatPhone } from '../shared/phone.ts';
import { SITE } from './site.ts';
import { CONTACT_BUTTONS } from '../i18n/az/storefront-text.ts';

export type PublicSettings = ShopSettings;

/** `"VetAqro Təchizat" MMC`. */
export const legalTitle = (s: Pick<ShopSettings, 'legalName' | 'legalForm'>) => `"${s.legalName}" ${s.legalForm}`;
export const taxIdLine = (s: Pick<ShopSettings, 'taxId'>) => `VÖEN ${s.taxId}`;
export const registrationLine = (s: Pick<ShopSettings, 'registration'>) => `Dövlət qeydiyyatı: ${s.registration}`;
export function licenceLine(s: Pick<ShopSettings, 'licenceNumber' | 'licenceAuthority'>): string | null {
  if (!s.licenceNumber) return null;
  return `Lisenziya № ${s.licenceNumber}${s.licenceAuthority ? ` (${s.licenceAuthority})` : ''}`;
}
export const telHref = (e164: string) => `tel:${e164}`;
export { formatPhone };

/** A WhatsApp chat with `e164`, the message typed in already. */
export function whatsappHref(e164: string, message?: string): string {
  const base = `https://wa.me/${e164.replace(/^\+/, '')}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

export const WHATSAPP = {
  ...CONTACT_BUTTONS,
  productMessage: (name: string, url: string) => `Salam! "${name}" məhsulu ilə maraqlanıram: ${url}`,
  orderMessage: (number: number) => `Salam! Sifariş № ${number} barədə yazıram.`,
  sellerMessage: (number: number) => `Salam! ${SITE.name}: sifarişiniz № ${number} barədə yazırıq.`,
  callCustomer: 'Müştəriyə zəng',
  writeCustomer: 'WhatsApp-a yaz',
};

/** The words before the seller's phones and e-mail in its identity. */
export const SELLER_LINE = { phones: 'Telefon', email: 'E-poçt' } as const;

/** The seller's identity without its contacts: the terms page writes its numbers unbroken. */
export function sellerIdentityLines(shop: ShopSettings): string[] {
  return [
    legalTitle(shop),
    taxIdLine(shop),
    registrationLine(shop),
    ...(licenceLine(shop) ? [licenceLine(shop)!] : []),
    shop.address,
  ];
}

/** The seller's identity the e-commerce law asks an order's confirmation to carry. */
export function sellerDetailsLines(shop: ShopSettings): string[] {
  return [
    'Satıcı:',
    ...sellerIdentityLines(shop),
    `${SELLER_LINE.phones}: ${shop.phones.map(formatPhone).join(', ')}`,
    `${SELLER_LINE.email}: ${shop.email}`,
  ];
}

/** The two contact buttons' addresses: a WhatsApp chat with `message` typed in, and a call. */
export function contactHrefs(shop: Pick<ShopSettings, 'whatsapp' | 'phones'>, message: string) {
  return {
    whatsapp: shop.whatsapp ? whatsappHref(shop.whatsapp, message) : undefined,
    call: shop.phones[0] ? telHref(shop.phones[0]) : undefined,
  };
}

/** The shop's details as the footer and the "call us" links show them, made by the
 * layout's loader so that the formatting code stays out of every page's JavaScript. */
export function publicContact(shop: ShopSettings) {
  const whatsapp = shop.whatsapp ? [{ label: 'WhatsApp', href: whatsappHref(shop.whatsapp) }] : [];
  return {
    legalTitle: legalTitle(shop),
    identity: `${legalTitle(shop)} · ${taxIdLine(shop)}`,
    licence: licenceLine(shop),
    address: shop.address,
    phones: shop.phones.map((phone) => ({ href: telHref(phone), text: formatPhone(phone) })),
    email: shop.email,
    workingHours: shop.workingHours,
    links: [...shop.social, ...whatsapp],
  };
}
export type PublicContact = ReturnType<typeof publicContact>;
