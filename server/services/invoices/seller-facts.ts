/** The seller's facts a document prints, read from the shop's settings in this one place (issue 34
 * item 3, issue 40 item 2): the bank details and the ƏDV facts as the settings store them
 * (domain/payments/bank-schema.ts). The parameter types name the settings' own fields, so a field
 * renamed there fails the type-check here instead of reading as "not set". */
import type { BankDetails, Party } from '../../../domain/invoices/types.ts';
import type { TaxFacts } from '../../../domain/invoices/vat.ts';
import { hasBankDetails } from '../../../domain/payments/bank-schema.ts';
import type { ShopSettings } from '../../../domain/settings/settings-schema.ts';

type BankSettings = Pick<ShopSettings, 'bankName' | 'bankCode' | 'bankCorrAccount' | 'bankSwift' | 'bankIban'>;
type TaxSettings = Pick<ShopSettings, 'vatRate' | 'vatIncluded'>;
type PartySettings = Pick<ShopSettings, 'legalName' | 'legalForm' | 'taxId' | 'address' | 'phones' | 'email'>;

/** The account a customer transfers to; null when the settings name no bank and IBAN (the
 * proforma then tells the customer to call). */
export function bankDetailsOf(s: BankSettings): BankDetails | null {
  if (!hasBankDetails(s)) return null;
  return {
    bankName: s.bankName,
    bankCode: s.bankCode,
    correspondentAccount: s.bankCorrAccount,
    swift: s.bankSwift,
    iban: s.bankIban,
  };
}

export function taxFactsOf(s: TaxSettings): TaxFacts {
  return { ratePct: s.vatRate, pricesIncludeVat: s.vatIncluded };
}

export function sellerPartyOf(s: PartySettings): Party & { phone: string; email: string } {
  return {
    legalName: `${s.legalName} ${s.legalForm}`.trim(),
    voen: s.taxId,
    address: s.address,
    phone: s.phones[0] ?? '',
    email: s.email,
  };
}
