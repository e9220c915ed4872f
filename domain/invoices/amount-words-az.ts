/** An amount of money in Azerbaijani words, as an invoice prints it: 1250 qəpik is
 * "on iki manat əlli qəpik" (issue 34 item 3). Numerals stand before a singular noun
 * ("iki manat"); 100 is "yüz" and 1000 "min" (never "bir yüz", "bir min"), a million
 * is "bir milyon". Pure: the document builder picks it by language (amount-words.ts). */
const ONES = ['', 'bir', 'iki', 'üç', 'dörd', 'beş', 'altı', 'yeddi', 'səkkiz', 'doqquz'];
const TENS = ['', 'on', 'iyirmi', 'otuz', 'qırx', 'əlli', 'altmış', 'yetmiş', 'səksən', 'doxsan'];

/** 1…999 in words; '' for 0. */
function belowThousand(n: number): string[] {
  const hundreds = Math.floor(n / 100);
  const words: string[] = [];
  if (hundreds) words.push(...(hundreds > 1 ? [ONES[hundreds]] : []), 'yüz');
  const tens = Math.floor((n % 100) / 10);
  if (tens) words.push(TENS[tens]);
  if (n % 10) words.push(ONES[n % 10]);
  return words;
}

/** A whole number 0…999 999 999 in words: "iyirmi bir min üç yüz qırx beş". */
export function numberInWordsAz(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= 1e9) throw new RangeError(`not a whole number below a milliard: ${n}`);
  if (n === 0) return 'sıfır';
  const millions = Math.floor(n / 1e6);
  const thousands = Math.floor((n % 1e6) / 1000);
  const words: string[] = [];
  if (millions) words.push(...belowThousand(millions), 'milyon');
  if (thousands) words.push(...(thousands > 1 ? belowThousand(thousands) : []), 'min');
  words.push(...belowThousand(n % 1000));
  return words.join(' ');
}

/** qəpik → "on iki manat əlli qəpik"; a whole amount says "sıfır qəpik" as accountants write it. */
export function amountInWordsAz(qepik: number): string {
  if (!Number.isInteger(qepik) || qepik < 0) throw new RangeError(`not an amount in qəpik: ${qepik}`);
  return `${numberInWordsAz(Math.floor(qepik / 100))} manat ${numberInWordsAz(qepik % 100)} qəpik`;
}
