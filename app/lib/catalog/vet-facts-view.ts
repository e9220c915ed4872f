/** The product page's veterinary facts as words, made in the loader (decision 0042):
 * the page's JavaScript then carries no species list, no texts and no formatting
 * of them, only the rows to show (decision 0020's first-load budget). */
import { asWritten, countryIn, packIn, type Shown } from '../../../domain/shared/fixed-words';
import type { Lang } from '../../../domain/i18n/lang';
import type { Product } from '../../../domain/shared/types';
import type { Texts } from '../../../domain/i18n/catalogues';
import { COLD_CHAIN, leafletUrl } from '../../../domain/vet/vet';
import { degreesIn, withdrawalLinesIn } from '../../../domain/vet/vet-words';

/** The words it needs in the page's language (`serverTexts(lang)`). */
export type VetTexts = Pick<Texts, 'VET_TEXT' | 'SPECIES_NAMES' | 'PACK_UNITS' | 'COUNTRY_NAMES'>;

/** A species' name in the page's language (its code when unknown). */
export const speciesIn = (t: VetTexts, code: string): string =>
  (t.SPECIES_NAMES as Record<string, string>)[code] ?? code;

export type VetFactsView = {
  heading: string;
  badges: [kind: 'rx' | 'cold', text: string][];
  /** a value of several lines (the withdrawal periods) is a list of them; a value the seller wrote
   * and no catalogue translates carries `lang: 'az'` on a Russian page (decision 0124) */
  rows: [label: string, value: Shown | string[]][];
  leaflet: [url: string, text: string] | null;
  sizesLabel: string;
};

const AZ_LETTERS = /[əğıöşüçİ]/i;

/** "Anadolu Vet Demo (Турция)": the maker's name as written, its country through the catalogue;
 * the whole as written, marked, when either is not translatable. */
function makerIn(p: Product, t: VetTexts, lang: Lang): Shown | null {
  if (!p.manufacturer) return null;
  const written = p.country ? `${p.manufacturer} (${p.country})` : p.manufacturer;
  if (lang === 'az') return { text: written };
  const country = p.country ? countryIn(p.country, lang, t.COUNTRY_NAMES) : null;
  if (AZ_LETTERS.test(p.manufacturer) || country?.lang) return asWritten(written, lang);
  return { text: country ? `${p.manufacturer} (${country.text})` : p.manufacturer };
}

/** The rows a product has facts for; none: no table. */
function rows(p: Product, t: VetTexts, lang: Lang): [string, Shown | string[]][] {
  const { VET_TEXT } = t;
  const plain = (text: string | null | undefined): Shown | null => (text ? { text } : null);
  const substances = p.substances.map((s) => (s.strength ? `${s.name} ${s.strength}` : s.name)).join(', ');
  const out: [string, Shown | string[] | null][] = [
    // the substances' names are the seller's, in Azerbaijani (no Russian twin is kept)
    [VET_TEXT.substance, substances ? asWritten(substances, lang) : null],
    [VET_TEXT.species, plain(p.species.map((code) => speciesIn(t, code)).join(', '))],
    [VET_TEXT.packSize, p.packSize ? packIn(p.packSize, lang, t.PACK_UNITS) : null],
    [VET_TEXT.manufacturer, makerIn(p, t, lang)],
    [VET_TEXT.registration, plain(p.registrationNumber)],
    [VET_TEXT.withdrawal, withdrawalLinesIn(VET_TEXT, p.withdrawal, p.species)],
    [VET_TEXT.storage, plain(storageText(p, t))],
    [VET_TEXT.sku, plain(p.sku)],
    [VET_TEXT.barcode, plain(p.barcode)],
  ];
  return out.filter((row): row is [string, Shown | string[]] => Boolean(row[1]));
}

function storageText({ storage }: Product, { VET_TEXT }: VetTexts): string | null {
  const range =
    storage.minC != null || storage.maxC != null
      ? degreesIn(VET_TEXT, storage.minC, storage.maxC)
      : storage.coldChain
        ? degreesIn(VET_TEXT, COLD_CHAIN.minC, COLD_CHAIN.maxC)
        : null;
  if (!range) return null;
  return storage.coldChain ? `${range}; ${VET_TEXT.coldChain.toLowerCase()}` : range;
}

export function vetFactsView(p: Product, t: VetTexts, lang: Lang): VetFactsView {
  const { VET_TEXT } = t;
  const badges: VetFactsView['badges'] = [];
  if (p.rx) badges.push(['rx', VET_TEXT.rx]);
  if (p.storage.coldChain) badges.push(['cold', VET_TEXT.coldChainBadge]);
  return {
    heading: VET_TEXT.facts,
    badges,
    rows: rows(p, t, lang),
    leaflet: p.leaflet ? [leafletUrl(p.leaflet), VET_TEXT.leafletLink] : null,
    sizesLabel: VET_TEXT.sizes,
  };
}
