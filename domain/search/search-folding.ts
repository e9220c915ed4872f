/** Azerbaijani folding for search (docs/architecture.md §Text): locale-aware lowercase, then
 * the Azerbaijani letters to their Latin look-alikes, so `BAKI`, `bakı` and
 * `baki` fold alike and `heb` finds `Həblər`. */
const FOLD_MAP: Record<string, string> = { ə: 'e', ı: 'i', ç: 'c', ş: 's', ğ: 'g', ö: 'o', ü: 'u' };

export function fold(text: string): string {
  return text
    .toLocaleLowerCase('az')
    .replace(/\u0307/g, '') // a stray combining dot above, left by some keyboards' İ
    .replace(/[əıçşğöü]/g, (ch) => FOLD_MAP[ch] ?? ch)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Escapes LIKE wildcards so a user's `%` or `_` is matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** Text for XML and SVG content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
