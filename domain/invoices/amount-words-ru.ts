/** An amount of money in Russian words for the Russian-language documents (issue 36 item 4
 * follows): "двенадцать манатов пятьдесят гяпиков". Thousands are feminine ("две тысячи"),
 * the nouns take the form their number asks (1 манат, 2 маната, 5 манатов). */
const ONES = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const ONES_F = ['', 'одна', 'две', ...ONES.slice(3)];
const TEENS = [
  'десять',
  'одиннадцать',
  'двенадцать',
  'тринадцать',
  'четырнадцать',
  'пятнадцать',
  'шестнадцать',
  'семнадцать',
  'восемнадцать',
  'девятнадцать',
];
const TENS = [
  '',
  '',
  'двадцать',
  'тридцать',
  'сорок',
  'пятьдесят',
  'шестьдесят',
  'семьдесят',
  'восемьдесят',
  'девяносто',
];
const HUNDREDS = [
  '',
  'сто',
  'двести',
  'триста',
  'четыреста',
  'пятьсот',
  'шестьсот',
  'семьсот',
  'восемьсот',
  'девятьсот',
];

type Forms = readonly [one: string, few: string, many: string];
const THOUSAND: Forms = ['тысяча', 'тысячи', 'тысяч'];
const MILLION: Forms = ['миллион', 'миллиона', 'миллионов'];
const MANAT: Forms = ['манат', 'маната', 'манатов'];
const QEPIK: Forms = ['гяпик', 'гяпика', 'гяпиков'];

/** The noun's form for a number: 1, 21 → one; 2–4, 22–24 → few; the rest (11–14 too) → many. */
export function pluralRu(n: number, forms: Forms): string {
  const d = n % 10;
  const dd = n % 100;
  if (d === 1 && dd !== 11) return forms[0];
  if (d >= 2 && d <= 4 && (dd < 12 || dd > 14)) return forms[1];
  return forms[2];
}

function belowThousand(n: number, feminine: boolean): string[] {
  const words = [HUNDREDS[Math.floor(n / 100)]];
  const rest = n % 100;
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10]);
  else words.push(TENS[Math.floor(rest / 10)], (feminine ? ONES_F : ONES)[rest % 10]);
  return words.filter(Boolean);
}

export function numberInWordsRu(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= 1e9) throw new RangeError(`not a whole number below a milliard: ${n}`);
  if (n === 0) return 'ноль';
  const millions = Math.floor(n / 1e6);
  const thousands = Math.floor((n % 1e6) / 1000);
  const words: string[] = [];
  if (millions) words.push(...belowThousand(millions, false), pluralRu(millions, MILLION));
  if (thousands) words.push(...belowThousand(thousands, true), pluralRu(thousands, THOUSAND));
  words.push(...belowThousand(n % 1000, false));
  return words.join(' ');
}

export function amountInWordsRu(qepik: number): string {
  if (!Number.isInteger(qepik) || qepik < 0) throw new RangeError(`not an amount in qəpik: ${qepik}`);
  const manat = Math.floor(qepik / 100);
  const q = qepik % 100;
  return `${numberInWordsRu(manat)} ${pluralRu(manat, MANAT)} ${numberInWordsRu(q)} ${pluralRu(q, QEPIK)}`;
}
