/** The Azerbaijani IBAN check (issue 34 item 1): format and ISO 7064 mod-97, over a table. */
import { describe, expect, it } from 'vitest';
import { azIbanProblem, formatIban, ibanMod97, normalizeIban } from '../../../domain/payments/iban.ts';

const TABLE: [string, ReturnType<typeof azIbanProblem>][] = [
  ['AZ21NABZ00000000137010001944', null], // the IBAN of the Central Bank's published example
  ['az21 nabz 0000 0000 1370 1000 1944', null], // as people type it
  ['AZ37NABZ01350100000000001944', null],
  ['AZ22NABZ00000000137010001944', 'checksum'], // one check digit off
  ['AZ21NABZ00000000137010001945', 'checksum'], // one account digit off
  ['AZ21NABZ00000000137010001494', 'checksum'], // two digits swapped
  ['AZ21NABZ0000000013701000194', 'format'], // 27 characters
  ['AZ21NABZ000000001370100019444', 'format'], // 29
  ['TR330006100519786457841326', 'format'], // another country's
  ['AZ2INABZ00000000137010001944', 'format'], // a letter among the check digits
  ['AZ211ABZ00000000137010001944', 'format'], // a digit in the bank's letters
  ['', 'format'],
];

describe('the AZ IBAN', () => {
  it.each(TABLE)('%s → %s', (value, problem) => {
    expect(azIbanProblem(value)).toBe(problem);
  });

  it('mod 97 of a valid IBAN is 1; printed in groups of four', () => {
    expect(ibanMod97(normalizeIban('AZ21NABZ00000000137010001944'))).toBe(1);
    expect(formatIban('AZ21NABZ00000000137010001944')).toBe('AZ21 NABZ 0000 0000 1370 1000 1944');
  });
});
