/** The catalogue's veterinary filters (decision 0043): what they are, how
 * they read from and write to an address (`/products?species=dog&species=cat`),
 * shared by the pages, the API and the server's SQL. Within one facet the
 * values widen the choice (any of them), except "no withdrawal", whose values
 * all must hold; across facets every one must hold. */
import { isSpecies, type SpeciesCode } from '../vet/vet.ts';

export const PRESCRIPTION_VALUES = ['rx', 'otc'] as const;
export type Prescription = (typeof PRESCRIPTION_VALUES)[number];
export const NO_WITHDRAWAL_VALUES = ['meat', 'milk'] as const;
export type NoWithdrawal = (typeof NO_WITHDRAWAL_VALUES)[number];

export type CatalogFilters = {
  species: SpeciesCode[];
  /** substances' keys (their folded names) */
  substances: string[];
  manufacturers: string[];
  prescription: Prescription[];
  /** products whose meat / milk withdrawal is 0 days */
  noWithdrawal: NoWithdrawal[];
};
export type FacetName = keyof CatalogFilters;

/** The address parameter of each facet. */
export const FILTER_PARAMS = {
  species: 'species',
  substances: 'substance',
  manufacturers: 'manufacturer',
  prescription: 'rx',
  noWithdrawal: 'withdrawal',
} as const satisfies Record<FacetName, string>;
export const FACET_NAMES = Object.keys(FILTER_PARAMS) as FacetName[];

export const NO_FILTERS: CatalogFilters = {
  species: [],
  substances: [],
  manufacturers: [],
  prescription: [],
  noWithdrawal: [],
};
export const MAX_FILTER_VALUES = 20;
const MAX_VALUE_LENGTH = 100;

export const hasFilters = (f: CatalogFilters): boolean => FACET_NAMES.some((name) => f[name].length > 0);

const clean = (values: string[]): string[] =>
  [...new Set(values.map((v) => v.trim()).filter((v) => v && v.length <= MAX_VALUE_LENGTH))].slice(
    0,
    MAX_FILTER_VALUES,
  );

/** Reads the filters from an address's values; unknown values are dropped, not refused, so an old link still opens. */
export function readFilters(get: (param: string) => string[]): CatalogFilters {
  return {
    species: clean(get(FILTER_PARAMS.species)).filter(isSpecies),
    substances: clean(get(FILTER_PARAMS.substances)).map((v) => v.toLowerCase()),
    manufacturers: clean(get(FILTER_PARAMS.manufacturers)),
    prescription: clean(get(FILTER_PARAMS.prescription)).filter((v): v is Prescription =>
      (PRESCRIPTION_VALUES as readonly string[]).includes(v),
    ),
    noWithdrawal: clean(get(FILTER_PARAMS.noWithdrawal)).filter((v): v is NoWithdrawal =>
      (NO_WITHDRAWAL_VALUES as readonly string[]).includes(v),
    ),
  };
}

export const filtersFromSearch = (params: URLSearchParams): CatalogFilters => readFilters((p) => params.getAll(p));

/** The filters as address parameters, in a fixed order (one address per choice). */
export function filterParams(f: CatalogFilters): [string, string][] {
  return FACET_NAMES.flatMap((name) => [...f[name]].sort().map((v): [string, string] => [FILTER_PARAMS[name], v]));
}

/** The filters with one value added or removed. */
export function toggleFilter(f: CatalogFilters, name: FacetName, value: string): CatalogFilters {
  const values = f[name] as string[];
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  return { ...f, [name]: next };
}

/** One value of a facet with how many products it would match given the other filters. */
export type FacetValue = { value: string; name: string; count: number };
export type Facets = Record<FacetName, FacetValue[]>;
