/** The bank details a customer transfers to, as lines (issue 34 item 1): the confirmation e-mail,
 * the reminders and the order page's plain text. Azerbaijani unless given the words of the
 * customer's language (`textsIn(lang).PAYMENT_UI`: the confirmation, decision 0114). */
import type { ShopSettings } from '../settings/settings-schema.ts';
import { formatIban } from './iban.ts';
import { textsIn } from '../i18n/texts-in.ts';

type Bank = Pick<
  ShopSettings,
  'legalName' | 'legalForm' | 'taxId' | 'bankName' | 'bankCode' | 'bankCorrAccount' | 'bankSwift' | 'bankIban'
>;

type Words = Pick<
  ReturnType<typeof textsIn>['PAYMENT_UI'],
  | 'recipient'
  | 'voen'
  | 'bank'
  | 'bankCode'
  | 'corrAccount'
  | 'swift'
  | 'iban'
  | 'purpose'
  | 'purposeOrder'
  | 'bankTitle'
>;

/** Label and value pairs, the empty ones left out; `orderNumber` fills the payment's purpose. */
export function bankRows(shop: Bank, orderNumber?: number, ui: Words = textsIn('az').PAYMENT_UI): [string, string][] {
  const rows: [string, string][] = [
    [ui.recipient, `${shop.legalName} ${shop.legalForm}`.trim()],
    [ui.voen, shop.taxId],
    [ui.bank, shop.bankName],
    [ui.bankCode, shop.bankCode],
    [ui.corrAccount, shop.bankCorrAccount && formatIban(shop.bankCorrAccount)],
    [ui.swift, shop.bankSwift],
    [ui.iban, shop.bankIban && formatIban(shop.bankIban)],
  ];
  if (orderNumber != null) rows.push([ui.purpose, ui.purposeOrder(String(orderNumber))]);
  return rows.filter(([, v]) => v !== '');
}

export function bankLines(shop: Bank, orderNumber?: number, ui: Words = textsIn('az').PAYMENT_UI): string[] {
  if (!shop.bankIban) return [];
  return [`${ui.bankTitle}:`, ...bankRows(shop, orderNumber, ui).map(([k, v]) => `${k}: ${v}`)];
}
