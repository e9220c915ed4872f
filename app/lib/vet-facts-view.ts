/** The product page's veterinary facts as words, made in the loader (decision 0042):
 * the page's JavaScript then carries no species list, no texts and no formatting
 * of them, only the rows to show (decision 0020's first-load budget). */
import type { Product } from '../../domain/types';
import { COLD_CHAIN, leafletUrl, speciesName } from '../../domain/vet';
import { VET_TEXT, withdrawalLines } from '../../domain/vet-text';

export type VetFactsView = {
  heading: string;
  badges: [kind: 'rx' | 'cold', text: string][];
  /** a value of several lines (the withdrawal periods) is a list of them */
  rows: [label: string, value: string | string[]][];
  leaflet: [url: string, text: string] | null;
  sizesLabel: string;
};

/** The rows a product has facts for; none: no table. */
function rows(p: Product): [string, string | string[]][] {
  const out: [string, string | string[] | null][] = [
    [VET_TEXT.substance, p.substances.map((s) => (s.strength ? `${s.name} ${s.strength}` : s.name)).join(', ')],
    [VET_TEXT.species, p.species.map(speciesName).join(', ')],
    [VET_TEXT.packSize, p.packSize],
    [VET_TEXT.manufacturer, p.manufacturer && (p.country ? `${p.manufacturer} (${p.country})` : p.manufacturer)],
    [VET_TEXT.registration, p.registrationNumber],
    [VET_TEXT.withdrawal, withdrawalLines(p.withdrawal, p.species)],
    [VET_TEXT.storage, storageText(p)],
    [VET_TEXT.sku, p.sku],
    [VET_TEXT.barcode, p.barcode],
  ];
  return out.filter((row): row is [string, string | string[]] => Boolean(row[1]));
}

function storageText({ storage }: Product): string | null {
  const range =
    storage.minC != null || storage.maxC != null
      ? VET_TEXT.degrees(storage.minC, storage.maxC)
      : storage.coldChain
        ? VET_TEXT.degrees(COLD_CHAIN.minC, COLD_CHAIN.maxC)
        : null;
  if (!range) return null;
  return storage.coldChain ? `${range}; ${VET_TEXT.coldChain.toLowerCase()}` : range;
}

export function vetFactsView(p: Product): VetFactsView {
  const badges: VetFactsView['badges'] = [];
  if (p.rx) badges.push(['rx', VET_TEXT.rx]);
  if (p.storage.coldChain) badges.push(['cold', VET_TEXT.coldChainBadge]);
  return {
    heading: VET_TEXT.facts,
    badges,
    rows: rows(p),
    leaflet: p.leaflet ? [leafletUrl(p.leaflet), VET_TEXT.leafletLink] : null,
    sizesLabel: VET_TEXT.sizes,
  };
}
