/** What a veterinary product is beyond the spec's fields (docs/architecture.md §Data,
 * docs/decisions/0042): the fixed species list, withdrawal values, EAN-13.
 * Imports nothing, so pages and the server share one definition. */

/** Target species in the order the shop shows them (decision 0042): the
 * issue's order, pets first, then farm animals, then the rest. `code` is
 * stored and used in addresses; `name` is what visitors read. */
/** `gives`: the foods from the animal that a withdrawal period is about (none from pets; honey,
 * a bee's, has no withdrawal column): a period for any other is "not applicable". */
export const SPECIES = [
  { code: 'dog', name: 'İt', food: false, gives: [] },
  { code: 'cat', name: 'Pişik', food: false, gives: [] },
  { code: 'cattle', name: 'İribuynuzlu mal-qara', food: true, gives: ['meat', 'milk'] },
  { code: 'sheep-goat', name: 'Xırdabuynuzlu (qoyun, keçi)', food: true, gives: ['meat', 'milk'] },
  { code: 'horse', name: 'At', food: true, gives: ['meat', 'milk'] },
  { code: 'poultry', name: 'Quş', food: true, gives: ['meat', 'eggs'] },
  { code: 'pig', name: 'Donuz', food: true, gives: ['meat'] },
  { code: 'rabbit', name: 'Dovşan', food: true, gives: ['meat'] },
  { code: 'bee', name: 'Arı', food: true, gives: [] },
  { code: 'fish', name: 'Balıq', food: true, gives: ['meat'] },
  { code: 'cage-bird', name: 'Dekorativ quşlar', food: false, gives: [] },
  { code: 'rodent', name: 'Gəmiricilər', food: false, gives: [] },
] as const satisfies readonly { code: string; name: string; food: boolean; gives: readonly WithdrawalKind[] }[];

export type SpeciesCode = (typeof SPECIES)[number]['code'];
export const SPECIES_CODES = SPECIES.map((s) => s.code) as [SpeciesCode, ...SpeciesCode[]];
const SPECIES_BY_CODE = new Map<string, (typeof SPECIES)[number]>(SPECIES.map((s) => [s.code, s]));
export const isSpecies = (code: string): code is SpeciesCode => SPECIES_BY_CODE.has(code);
export const speciesName = (code: string): string => SPECIES_BY_CODE.get(code)?.name ?? code;
/** Codes in the list's order, whatever order they were given in. */
export const sortSpecies = (codes: readonly string[]): SpeciesCode[] =>
  SPECIES_CODES.filter((code) => codes.includes(code));

/** Whether a withdrawal period of `kind` is about any of `species`; null when no species is named. */
export function withdrawalApplies(kind: WithdrawalKind, species: readonly string[]): boolean | null {
  const known = species.flatMap((code) => SPECIES_BY_CODE.get(code) ?? []);
  if (!known.length) return null;
  return known.some((s) => (s.gives as readonly WithdrawalKind[]).includes(kind));
}

/** A withdrawal period: days (0 is a real value: none), "not for
 * food-producing animals", or null when unknown. */
export const NOT_FOR_FOOD = 'not-for-food';
export type Withdrawal = number | typeof NOT_FOR_FOOD | null;
export type WithdrawalKind = 'meat' | 'milk' | 'eggs';
export const WITHDRAWAL_KINDS: WithdrawalKind[] = ['meat', 'milk', 'eggs'];
/** How the database keeps NOT_FOR_FOOD in its smallint column. */
export const NOT_FOR_FOOD_DB = -1;
export const MAX_WITHDRAWAL_DAYS = 1000;
export const withdrawalFromDb = (days: number | null): Withdrawal =>
  days == null ? null : days === NOT_FOR_FOOD_DB ? NOT_FOR_FOOD : days;
export const withdrawalToDb = (value: Withdrawal): number | null => (value === NOT_FOR_FOOD ? NOT_FOR_FOOD_DB : value);

/** Cold chain is 2–8 °C (decision 0042). */
export const COLD_CHAIN = { minC: 2, maxC: 8 } as const;

/** EAN-13: 13 digits, the last the GS1 check digit of the first 12. */
export function isEan13(code: string): boolean {
  if (!/^\d{13}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(code[i]) * (i % 2 ? 3 : 1);
  return (10 - (sum % 10)) % 10 === Number(code[12]);
}
/** The check digit completing 12 digits (demo data, generators, tests). */
export function ean13(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 ? 3 : 1);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

/** A leaflet (instruction) PDF: checked by its first bytes, at most this size. */
export const LEAFLET_MAX_BYTES = 5 * 1024 * 1024;
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
export const isPdf = (bytes: Uint8Array): boolean => PDF_MAGIC.every((b, i) => bytes[i] === b);
export const leafletUrl = (name: string): `/${string}` => `/leaflets/${encodeURIComponent(name)}`;
