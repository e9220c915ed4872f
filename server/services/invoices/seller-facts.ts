/** The seller's facts a document prints, read through one place each (issue 34 item 3).
 * INTEGRATION (payments branch, issue 34 item 1): the shop's settings gain the bank details and
 * the ƏDV facts; point `bankDetailsOf` and `taxFactsOf` at those fields. Until then the settings
 * may not have them: a field that is missing reads as "not set" (the document then tells the
 * customer to call for the bank details) and ƏDV as 18 % included in the prices. */
import type { BankDetails, Party } from '../../../domain/invoices/types.ts';
import type { TaxFacts } from '../../../domain/invoices/vat.ts';
import type { ShopSettings } from '../../../domain/settings-schema.ts';

/** The settings as this branch reads them: the payments branch's fields may be there or not. */
export type InvoiceSettings = ShopSettings & {
  bank?: Partial<BankDetails> | null;
  vatRatePct?: number;
  pricesIncludeVat?: boolean;
};

export const DEFAULT_TAX: TaxFacts = { ratePct: 18, pricesIncludeVat: true };

export function bankDetailsOf(settings: InvoiceSettings): BankDetails | null {
  const bank = settings.bank;
  if (!bank?.iban || !bank.bankName) return null;
  return {
    bankName: bank.bankName,
    bankCode: bank.bankCode ?? '',
    correspondentAccount: bank.correspondentAccount ?? '',
    swift: bank.swift ?? '',
    iban: bank.iban,
  };
}

export function taxFactsOf(settings: InvoiceSettings): TaxFacts {
  return {
    ratePct: settings.vatRatePct ?? DEFAULT_TAX.ratePct,
    pricesIncludeVat: settings.pricesIncludeVat ?? DEFAULT_TAX.pricesIncludeVat,
  };
}

export function sellerPartyOf(settings: InvoiceSettings): Party & { phone: string; email: string } {
  return {
    legalName: `${settings.legalName} ${settings.legalForm}`.trim(),
    voen: settings.taxId,
    address: settings.address,
    phone: settings.phones[0] ?? '',
    email: settings.email,
  };
}
