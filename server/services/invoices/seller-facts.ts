/** The seller's facts a document prints, read from the shop's settings as the seller saved them
 * (bank details and ƏDV, issue 34 item 1; issue 40 item 2): one reading place for every document,
 * typed by the settings themselves, so a renamed field fails the type-check instead of printing
 * "call us for the bank details". */
import type { BankDetails, Party } from '../../../domain/invoices/types.ts';
import type { TaxFacts } from '../../../domain/invoices/vat.ts';
import { hasBankDetails } from '../../../domain/payments/bank-schema.ts';
import type { ShopSettings } from '../../../domain/settings-schema.ts';

/** The bank a customer transfers to, or null while the seller has not named one. */
export function bankDetailsOf(settings: ShopSettings): BankDetails | null {
  if (!hasBankDetails(settings)) return null;
  return {
    bankName: settings.bankName,
    bankCode: settings.bankCode,
    correspondentAccount: settings.bankCorrAccount,
    swift: settings.bankSwift,
    iban: settings.bankIban,
  };
}

export function taxFactsOf(settings: ShopSettings): TaxFacts {
  return { ratePct: settings.vatRate, pricesIncludeVat: settings.vatIncluded };
}

export function sellerPartyOf(settings: ShopSettings): Party & { phone: string; email: string } {
  return {
    legalName: `${settings.legalName} ${settings.legalForm}`.trim(),
    voen: settings.taxId,
    address: settings.address,
    phone: settings.phones[0] ?? '',
    email: settings.email,
  };
}
