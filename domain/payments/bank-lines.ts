/** The bank details a customer transfers to, as lines (issue 34 item 1): the confirmation e-mail,
 * the reminders and the order page's plain text. Azerbaijani (e-mails are; customer-language
 * e-mails are another branch's work). */
import type { ShopSettings } from '../settings-schema.ts';
import { formatIban } from './iban.ts';
import { PAYMENT_UI } from './payment-text.ts';

type Bank = Pick<
  ShopSettings,
  'legalName' | 'legalForm' | 'taxId' | 'bankName' | 'bankCode' | 'bankCorrAccount' | 'bankSwift' | 'bankIban'
>;

/** Label and value pairs, the empty ones left out; `orderNumber` fills the payment's purpose. */
export function bankRows(shop: Bank, orderNumber?: number): [string, string][] {
  const rows: [string, string][] = [
    [PAYMENT_UI.recipient, `${shop.legalName} ${shop.legalForm}`.trim()],
    [PAYMENT_UI.voen, shop.taxId],
    [PAYMENT_UI.bank, shop.bankName],
    [PAYMENT_UI.bankCode, shop.bankCode],
    [PAYMENT_UI.corrAccount, shop.bankCorrAccount && formatIban(shop.bankCorrAccount)],
    [PAYMENT_UI.swift, shop.bankSwift],
    [PAYMENT_UI.iban, shop.bankIban && formatIban(shop.bankIban)],
  ];
  if (orderNumber != null) rows.push([PAYMENT_UI.purpose, PAYMENT_UI.purposeOrder(String(orderNumber))]);
  return rows.filter(([, v]) => v !== '');
}

export function bankLines(shop: Bank, orderNumber?: number): string[] {
  if (!shop.bankIban) return [];
  return [`${PAYMENT_UI.bankTitle}:`, ...bankRows(shop, orderNumber).map(([k, v]) => `${k}: ${v}`)];
}
