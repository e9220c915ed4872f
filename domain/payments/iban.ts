/** The Azerbaijani IBAN (issue 34 item 1): `AZ`, two check digits, the bank's four letters and
 * twenty letters or digits (28 in all), and the ISO 7064 mod-97 check every IBAN carries. Spaces
 * people type between groups are dropped; the letters are read upper-case. */

export const AZ_IBAN_LENGTH = 28;
const AZ_IBAN = /^AZ\d{2}[A-Z]{4}[A-Z0-9]{20}$/;

/** `az21 nabz 0000…` → `AZ21NABZ0000…`. */
export const normalizeIban = (value: string): string => value.replace(/[\s-]+/g, '').toUpperCase();

/** ISO 7064 MOD 97-10 over the IBAN with its first four characters moved to the end and each
 * letter read as two digits (A = 10 … Z = 35): a valid IBAN leaves 1. */
export function ibanMod97(iban: string): number {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const code = ch.charCodeAt(0);
    const digits = code >= 65 && code <= 90 ? String(code - 55) : ch;
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest;
}

export type IbanProblem = 'format' | 'checksum' | null;

/** What is wrong with an Azerbaijani IBAN, or null when it is one. */
export function azIbanProblem(value: string): IbanProblem {
  const iban = normalizeIban(value);
  if (!AZ_IBAN.test(iban)) return 'format';
  return ibanMod97(iban) === 1 ? null : 'checksum';
}

/** `AZ21NABZ00000000137010001944` → `AZ21 NABZ 0000 0000 1370 1000 1944`, as printed for people. */
export const formatIban = (iban: string): string => normalizeIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
