/** The veterinary facts of the benchmark catalogue (issue 22): species,
 * substances, manufacturer, Rx, withdrawal and families, in proportions like a
 * veterinary distributor's range. Deterministic: product `i` gets the same
 * facts in every run. Used by generate-catalog.ts. */
import { fold } from '../../domain/search/search-folding.ts';
import type { SpeciesCode } from '../../domain/vet/vet.ts';

/** A number in [0, 1) from `i` and a salt: a 32-bit mix (murmur3's finaliser), so that salts give
 * independent draws; no Math.random, the same every run. */
function unit(i: number, salt: number): number {
  let h = Math.imul(i + 1, 0x9e3779b1) ^ Math.imul(salt + 1, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 2 ** 32;
}

function weighted<T>(choices: [T, number][], u: number): T {
  const total = choices.reduce((s, [, w]) => s + w, 0);
  let at = u * total;
  for (const [value, w] of choices) if ((at -= w) < 0) return value;
  return choices[choices.length - 1][0];
}

/** Who a distributor's products are for: pets and the farm animals of Azerbaijan first. */
const SPECIES_WEIGHTS: [SpeciesCode[], number][] = [
  [['dog'], 16],
  [['cat'], 9],
  [['dog', 'cat'], 15],
  [['cattle'], 12],
  [['cattle', 'sheep-goat'], 13],
  [['sheep-goat'], 9],
  [['poultry'], 11],
  [['horse'], 3],
  [['cattle', 'horse'], 2],
  [['pig'], 2],
  [['rabbit'], 2],
  [['bee'], 1],
  [['fish'], 1],
  [['cage-bird'], 2],
  [['rodent'], 2],
];

/** Second substances of combinations, less common; the first is the product name's own. */
export const PARTNERS = [
  'Prazikvantel',
  'Pirantel',
  'Klavulan turşusu',
  'Trimetoprim',
  'Sulfadiazin',
  'Deksametazon',
  'Kolistin',
  'Neomisin',
  'B12 vitamini',
  'Selen',
];

const MANUFACTURERS = [
  'Interchemie',
  'Invesa',
  'Ceva',
  'Boehringer Ingelheim',
  'Zoetis',
  'MSD Animal Health',
  'Bioveta',
  'Vetoquinol',
  'KRKA',
  'Alapis',
  'Nita-Farm',
  'Api-San',
  'VIC',
  'Dopharma',
  'Biowet',
  'Elanco',
  'Virbac',
  'Huvepharma',
  'Kernfarm',
  'Agrovetzashchita',
];

export type VetFacts = {
  species: SpeciesCode[];
  substances: { name: string; strength: string }[];
  manufacturer: string;
  rx: boolean;
  meat: number | null;
  milk: number | null;
  /** Index of the family's first product, or null: 30 % in families of three, 20 % of two. */
  familyOf: number | null;
};

const FOOD = new Set<SpeciesCode>(['cattle', 'sheep-goat', 'horse', 'poultry', 'pig', 'rabbit', 'bee', 'fish']);

/** `drug`: the substance in the product's name (generate-catalog.ts productName). */
export function vetFacts(i: number, drug: string): VetFacts {
  const species = weighted(SPECIES_WEIGHTS, unit(i, 1));
  // seven in ten products are medicines with a substance; the rest supplies (shampoo, feed, tools)
  const medicine = unit(i, 2) < 0.7;
  const partner = PARTNERS[Math.floor(unit(i, 4) ** 2 * PARTNERS.length)];
  const substances = medicine
    ? [
        { name: drug, strength: `${[1, 5, 10, 50, 100, 150, 250, 500][i % 8]} mq` },
        ...(unit(i, 3) < 0.25 && partner !== drug ? [{ name: partner, strength: '' }] : []),
      ]
    : [];
  const food = species.some((s) => FOOD.has(s));
  // a Zipf-like share: a few makers hold most of the range
  const manufacturer = MANUFACTURERS[Math.floor(unit(i, 5) ** 2.5 * MANUFACTURERS.length)];
  // families join products 20 apart: the same drug in the name (productName picks it by i % 20), another pack
  const block = Math.floor(i / 20) % 10;
  const step = 20;
  return {
    species,
    substances,
    manufacturer,
    rx: medicine && unit(i, 6) < 0.35,
    meat: medicine && food ? [0, 0, 3, 7, 14, 21, 28][Math.floor(unit(i, 7) * 7)] : null,
    milk: medicine && food ? [0, 0, 0, 2, 4, 7][Math.floor(unit(i, 8) * 6)] : null,
    familyOf: block <= 2 ? i - block * step : block <= 4 ? i - (block - 3) * step : null,
  };
}

export const substanceKey = (name: string) => fold(name);
