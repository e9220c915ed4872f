/** Facet counts by brute force in JavaScript over products as the API answers them, the
 * yardstick of the SQL counts (decision 0043): tests/api/catalog-filters, product-facets. */
import { FACET_NAMES, type CatalogFilters, type FacetName } from '../../domain/catalog/catalog-filters.ts';
import type { Product } from '../../domain/shared/types.ts';

/** Does a product pass one facet's filter? */
export function passes(p: Product, f: CatalogFilters, name: FacetName): boolean {
  switch (name) {
    case 'species':
      return !f.species.length || p.species.some((s) => f.species.includes(s));
    case 'substances':
      return !f.substances.length || p.substances.some((s) => f.substances.includes(s.key));
    case 'manufacturers':
      return !f.manufacturers.length || f.manufacturers.includes(p.manufacturer ?? '');
    case 'prescription':
      return f.prescription.length !== 1 || p.rx === (f.prescription[0] === 'rx');
    case 'noWithdrawal':
      return f.noWithdrawal.every((kind) => p.withdrawal[kind] === 0);
  }
}

export const matches = (p: Product, f: CatalogFilters, except?: FacetName, category?: string) =>
  (!category || p.category === category) && FACET_NAMES.every((n) => n === except || passes(p, f, n));

/** What each value's count must be: the products of `all` passing the other facets and that value. */
export function bruteFacet(
  all: Product[],
  f: CatalogFilters,
  name: FacetName,
  value: string,
  category?: string,
): number {
  const withValue =
    name === 'noWithdrawal'
      ? { ...f, noWithdrawal: [...new Set([...f.noWithdrawal, value])] }
      : { ...f, [name]: [value] };
  return all.filter((p) => matches(p, withValue as CatalogFilters, undefined, category)).length;
}
