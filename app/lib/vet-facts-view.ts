/** The product page's veterinary facts as words, made in the loader (decision 0042):
 * the page's JavaScript then carries no species list, no texts and no formatting
 * of them, only the rows to show (decision 0020's first-load budget). */
import type { Product } from '../../domain/types';
import type { Texts } from '../../domain/i18n/catalogues';
import { COLD_CHAIN, leafletUrl } from '../../domain/vet';
import { degreesIn, withdrawalLinesIn } from '../../domain/vet-words';

/** The words it needs in the page's language (`serverTexts(lang)`). */
export type VetTexts = Pick<Texts, 'VET_TEXT' | 'SPECIES_NAMES'>;

/** A species' name in the page's language (its code when unknown). */
export const speciesIn = (t: VetTexts, code: string): string =>
  (t.SPECIES_NAMES as Record<string, string>)[code] ?? code;

export type VetFactsView = {
  heading: string;
  badges: [kind: 'rx' | 'cold', text: string][];
  /** a value of several lines (the withdrawal periods) is a list of them */
  rows: [label: string, value: string | string[]][];
  leaflet: [url: string, text: string] | null;
  sizesLabel: string;
};

/** The rows a product has facts for; none: no table. */
function rows(p: Product, t: VetTexts): [string, string | string[]][] {
  const { VET_TEXT } = t;
  const out: [string, string | string[] | null][] = [
    [VET_TEXT.substance, p.substances.map((s) => (s.strength ? `${s.name} ${s.strength}` : s.name)).join(', ')],
    [VET_TEXT.species, p.species.map((code) => speciesIn(t, code)).join(', ')],
    [VET_TEXT.packSize, p.packSize],
    [VET_TEXT.manufacturer, p.manufacturer && (p.country ? `${p.manufacturer} (${p.country})` : p.manufacturer)],
    [VET_TEXT.registration, p.registrationNumber],
    [VET_TEXT.withdrawal, withdrawalLinesIn(VET_TEXT, p.withdrawal, p.species)],
    [VET_TEXT.storage, storageText(p, t)],
    [VET_TEXT.sku, p.sku],
    [VET_TEXT.barcode, p.barcode],
  ];
  return out.filter((row): row is [string, string | string[]] => Boolean(row[1]));
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

export function vetFactsView(p: Product, t: VetTexts): VetFactsView {
  const { VET_TEXT } = t;
  const badges: VetFactsView['badges'] = [];
  if (p.rx) badges.push(['rx', VET_TEXT.rx]);
  if (p.storage.coldChain) badges.push(['cold', VET_TEXT.coldChainBadge]);
  return {
    heading: VET_TEXT.facts,
    badges,
    rows: rows(p, t),
    leaflet: p.leaflet ? [leafletUrl(p.leaflet), VET_TEXT.leafletLink] : null,
    sizesLabel: VET_TEXT.sizes,
  };
}
