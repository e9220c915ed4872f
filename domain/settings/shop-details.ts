/** How the shop's details read on pages, e-mails and the delivery note: the legal title, the
 * identity lines, the contact addresses. Words come from the catalogue (SHOP_IDENTITY), passed in
 * by the server code that calls; what the browser imports here is word-free formatting. */
import type { ShopSettings } from './settings-schema.ts';
import { formatPhone } from '../shared/phone.ts';
import type { Text } from '../i18n/catalogue.ts';
import type { SHOP_IDENTITY } from '../i18n/az-only/shop-details-text.ts';

/** The identity's words: `textsIn('az').SHOP_IDENTITY`. */
export type IdentityWords = Text<typeof SHOP_IDENTITY>;

/** `"VetAqro Təchizat" MMC`. */
export const legalTitle = (s: Pick<ShopSettings, 'legalName' | 'legalForm'>) => `"${s.legalName}" ${s.legalForm}`;

function licenceLine(s: Pick<ShopSettings, 'licenceNumber' | 'licenceAuthority'>, words: IdentityWords) {
  if (!s.licenceNumber) return null;
  return s.licenceAuthority ? words.licenceBy(s.licenceNumber, s.licenceAuthority) : words.licence(s.licenceNumber);
}
export const telHref = (e164: string) => `tel:${e164}`;
export { formatPhone };

/** A WhatsApp chat with `e164`, the message typed in already. */
export function whatsappHref(e164: string, message?: string): string {
  const base = `https://wa.me/${e164.replace(/^\+/, '')}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

/** The seller's identity without its contacts: the terms page writes its numbers unbroken. */
export function sellerIdentityLines(shop: ShopSettings, words: IdentityWords): string[] {
  const licence = licenceLine(shop, words);
  return [
    legalTitle(shop),
    words.taxId(shop.taxId),
    words.registration(shop.registration),
    ...(licence ? [licence] : []),
    shop.address,
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
export function publicContact(shop: ShopSettings, words: IdentityWords) {
  const whatsapp = shop.whatsapp ? [{ label: 'WhatsApp', href: whatsappHref(shop.whatsapp) }] : [];
  return {
    legalTitle: legalTitle(shop),
    identity: `${legalTitle(shop)} · ${words.taxId(shop.taxId)}`,
    licence: licenceLine(shop, words),
    address: shop.address,
    phones: shop.phones.map((phone) => ({ href: telHref(phone), text: formatPhone(phone) })),
    email: shop.email,
    workingHours: shop.workingHours,
    links: [...shop.social, ...whatsapp],
  };
}
export type PublicContact = ReturnType<typeof publicContact>;
