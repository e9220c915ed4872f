/** The demo shop's bank details and payment settings (issue 34): no zod here, since domain/settings/site.ts
 * (in every page's bundle) spreads them into the default settings. */
/** A valid AZ IBAN: mod-97 leaves 1. */
export const DEMO_BANK = {
  bankName: 'Kapital Bank ASC, Nəsimi filialı',
  bankCode: '200026',
  bankCorrAccount: 'AZ37NABZ01350100000000001944',
  bankSwift: 'AIIBAZ2X',
  bankIban: 'AZ21NABZ00000000137010001944',
  vatIncluded: true,
  vatRate: 18,
  prepayRemindDays: 3,
  prepayCancelDays: 7,
  termsRemindDays: 3,
};
