/** The search's spelling rules (docs/decisions/0045): one canonical form of
 * a word, computed the same way for the products' search documents and for
 * what a customer types, so that Azerbaijani, international Latin and
 * Russian spellings of one substance meet. Shared by the server (documents,
 * queries) and the pages (nothing here imports from server/ or app/). */
import { SUGGEST_MIN_CHARS } from '../shared/limits.ts';
import { fold } from './search-folding.ts';

/** Bumped whenever a rule below changes: documents of an older version are
 * rebuilt at start (server/services/search/search.ts). */
export const SEARCH_RULES_VERSION = 2;

/** What the search reads of a query: longer text is cut, not refused. */
export const SEARCH_LIMITS = {
  chars: 100,
  words: 6,
  wordChars: 32,
  /** A word of at least this many letters (no digit) also matches inside a name's word (issue 32). */
  infixMin: 3,
  suggestMin: SUGGEST_MIN_CHARS,
  suggestions: 6,
} as const;

/** Russian and Azerbaijani Cyrillic to the Azerbaijani Latin alphabet (the
 * 1991 alphabet's correspondences; ц, щ as a Russian loanword is written). */
const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'q',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'j',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'x',
  ц: 's',
  ч: 'ç',
  ш: 'ş',
  щ: 'şç',
  ъ: '',
  ы: 'ı',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  ә: 'ə',
  ғ: 'ğ',
  ҹ: 'c',
  ү: 'ü',
  ө: 'ö',
  һ: 'h',
  ј: 'y',
  ҝ: 'g',
  і: 'i',
};

/** International (Latin-script) spellings to the shop's, applied in order to
 * every folded word. Each rule is taken from a demo substance's name on the
 * pack against its Azerbaijani name (server/db/demo-data.ts); both sides
 * pass through them, so a rule only has to make the two spellings equal. */
export const SPELLING_RULES: readonly { from: RegExp; to: string; example: string }[] = [
  { from: /ph/g, to: 'f', example: 'butaphosphan → butafosfan' },
  { from: /th/g, to: 't', example: 'methyl → metil' },
  { from: /sh/g, to: 's', example: 'shampoo → şampun (ş folds to s)' },
  { from: /ch/g, to: 'x', example: 'chlorhexidine → xlorheksidin' },
  { from: /oo/g, to: 'u', example: 'shampoo → şampun' },
  { from: /qu(?=[aeio])/g, to: 'kv', example: 'praziquantel → prazikvantel' },
  { from: /q/g, to: 'g', example: 'glutaraldehyde → qlutaraldehid; Russian г is q' },
  { from: /w/g, to: 'v', example: 'wormer → vormer' },
  { from: /y/g, to: 'i', example: 'pyrantel → pirantel, tylosin → tilozin' },
  { from: /x/g, to: 'ks', example: 'meloxicam → meloksikam (and Azerbaijani x alike)' },
  { from: /c(?=[ei])/g, to: 's', example: 'amoxicillin → amoksisillin, calcium → kalsium' },
  { from: /c/g, to: 'k', example: 'ivermectin → ivermektin, electrolyte → elektrolit' },
  { from: /z/g, to: 's', example: 'levamisole → levamizol, tylosin → tilozin' },
  { from: /([a-z])\1+/g, to: '$1', example: 'amoxicilin → amoksisillin' },
  { from: /(?<=^[a-z]{4,}[^aeiou0-9])e$/g, to: '', example: 'fenbendazole → fenbendazol, povidone → povidon' },
];

/** Whole words whose international name is not a spelling of the shop's
 * (canonical form → canonical form). */
const SYNONYMS: Record<string, string> = {
  iodin: 'iod', // iodine, йод → yod
  iodum: 'iod',
};

/** One word to its canonical form (already folded and transliterated). */
export function canonicalWord(word: string): string {
  let out = word;
  for (const rule of SPELLING_RULES) out = out.replace(rule.from, rule.to);
  return SYNONYMS[out] ?? out;
}

/** Folded, Cyrillic written in Latin, split into words of letters and digits. */
export function searchWords(text: string): string[] {
  const latin = text.toLocaleLowerCase('az').replace(/[\u0400-\u04ff]/g, (ch) => CYRILLIC[ch] ?? ch);
  return fold(latin)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** What a search document is built from: the name, the other searched
 * words (substances, manufacturer, animal words) and codes (SKU, barcode). */
export type DocumentParts = { name: string; more?: string[]; codes?: (string | null | undefined)[] };

/** Parts the document's name words from the rest (tiers 0–1 against 2, decision 0045). */
export const DOC_SEPARATOR = '|';

/** A code's one document word: its letters and digits run together after
 * `#`, which no query word has, so a code is only ever found whole. */
export function codeWord(code: string): string {
  const run = searchWords(code).join('');
  return run ? `#${run}` : '';
}

/** A product's search document: its words in canonical form, each between
 * spaces, so that `like '% word%'` finds a word's start: the name's words,
 * `|`, then the other words and the codes. */
export function searchDocument({ name, more = [], codes = [] }: DocumentParts): string {
  const words = (texts: string[]) => texts.flatMap(searchWords).map(canonicalWord);
  const codeWords = codes.flatMap((code) => (code ? [codeWord(code)] : [])).filter(Boolean);
  return ` ${[...words([name]), DOC_SEPARATOR, ...words(more), ...codeWords].join(' ')} `;
}

/** The code a query may be: one run without spaces holding a digit, at least
 * 4 letters and digits (a whole SKU or barcode); null for anything else. */
export function queryCode(query: string): string | null {
  const typed = query.trim().slice(0, SEARCH_LIMITS.chars);
  if (!typed || /\s/.test(typed)) return null;
  const word = codeWord(typed);
  return /\d/.test(word) && word.length >= 5 ? word : null;
}

/** A query word: `word` in canonical form (the documents' words), `folded` as typed, only
 * folded and written in Latin (the name's `name_folded`: a substring of the name, decision 0086). */
export type QueryWord = { word: string; typos: number; folded?: string };

/** May the word match inside a name's word ("vitamin" in "multivitamin", the spec's substring
 * of the name)? A word of 3+ letters only: no code, no number, nothing shorter (decision 0086). */
export function matchesInside({ folded }: QueryWord): boolean {
  return !!folded && folded.length >= SEARCH_LIMITS.infixMin && /^[a-z]+$/.test(folded);
}

/** How many typing mistakes a word forgives (as Meilisearch's defaults,
 * shifted by one): none in short words and in codes (any digit), one in 5–8
 * letters, two in longer, none past 20 letters (no name's word is that long:
 * a pasted string is searched as typed, which the index answers at once). */
export function typoBudget(word: string): number {
  if (/\d/.test(word) || word.length < 5 || word.length > 20) return 0;
  return word.length <= 8 ? 1 : 2;
}

/** The words a query searches: at most 6, each at most 32 letters, duplicates once. */
export function queryWords(query: string): QueryWord[] {
  const words = new Map<string, string>(); // canonical → as typed, folded (the first of duplicates)
  for (const typed of searchWords(query.slice(0, SEARCH_LIMITS.chars))) {
    const folded = typed.slice(0, SEARCH_LIMITS.wordChars);
    const word = canonicalWord(folded);
    if (word && !words.has(word)) words.set(word, folded);
  }
  return [...words].slice(0, SEARCH_LIMITS.words).map(([word, folded]) => ({ word, typos: typoBudget(word), folded }));
}

/** Levenshtein distance, stopping early past `max` (returns max + 1). */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, row[j]);
    }
    if (best > max) return max + 1;
    prev = row;
  }
  return prev[b.length];
}

/** "Did you mean": the query with each word that the product's name spells
 * differently replaced by that name's word (lowercase, as written there), or
 * null when every word is found as typed (exactly or as a word's start). */
export function correctedQuery(query: string, name: string): string | null {
  const nameWords = name
    .toLocaleLowerCase('az')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((written) => ({ written, canonical: searchWords(written).map(canonicalWord).join('') }));
  let changed = false;
  const typed = searchWords(query.slice(0, SEARCH_LIMITS.chars)).slice(0, SEARCH_LIMITS.words);
  const words = typed.map((typedWord) => {
    const word = canonicalWord(typedWord.slice(0, SEARCH_LIMITS.wordChars));
    if (nameWords.some((n) => n.canonical.startsWith(word))) return typedWord;
    const typos = typoBudget(word);
    const close = nameWords.find((n) => editDistance(n.canonical, word, typos) <= typos);
    if (!close) return typedWord;
    changed = true;
    return close.written;
  });
  return changed ? words.join(' ') : null;
}
