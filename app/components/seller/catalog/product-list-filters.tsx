/** The seller product list's filters, all in the address (a plain GET form):
 * name or SKU search, category, stock, and the veterinary facts (species,
 * substance, Rx) with the catalogue's own parameters and facet counts (decision 0043). */
import { Form } from 'react-router';
import { AppLink } from '../../shared/app-link';
import { CATEGORIES, CATEGORY_PATHS, type CategoryPath } from '../../../../domain/catalog/categories';
import {
  FILTER_PARAMS,
  NO_FILTERS,
  readFilters,
  type CatalogFilters,
  type FacetValue,
  type Facets,
} from '../../../../domain/catalog/catalog-filters';
import { inputClass } from '../seller-fields';
import { Button } from '../../shared/ui';
import { useText } from '../../../lib/text';

export type ProductListFilters = ReturnType<typeof readProductListFilters>;

/** The filters as the address gives them; anything unknown counts as "all". */
export function readProductListFilters(params: URLSearchParams) {
  const category = params.get('category') ?? '';
  const stock = params.get('stock') ?? '';
  const vet = readFilters((p) => params.getAll(p).slice(0, 1)); // one value each: a select
  return {
    search: (params.get('search') ?? '').trim().slice(0, 100),
    category: (CATEGORY_PATHS as readonly string[]).includes(category) ? (category as CategoryPath) : '',
    stock: stock === 'in' || stock === 'out' || stock === 'low' ? stock : '',
    species: vet.species[0] ?? '',
    substance: vet.substances[0] ?? '',
    rx: vet.prescription[0] ?? '',
  } as const;
}

/** The veterinary part as the catalogue's filters, for the list and its counts. */
export const catalogFiltersOf = (f: ProductListFilters): CatalogFilters => ({
  ...NO_FILTERS,
  species: f.species ? [f.species] : [],
  substances: f.substance ? [f.substance] : [],
  prescription: f.rx ? [f.rx] : [],
});

export const isFiltered = (f: ProductListFilters) => Object.values(f).some(Boolean);

function Choice({
  label,
  name,
  value,
  all,
  options,
}: {
  label: string;
  name: string;
  value: string;
  all: string;
  options: FacetValue[];
}) {
  return (
    <label className="block text-sm font-medium">
      {label}
      <select name={name} defaultValue={value} className={`${inputClass} bg-white`}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {`${o.name} (${o.count})`}
          </option>
        ))}
      </select>
    </label>
  );
}

export function ProductListFilterForm({ filters, facets }: { filters: ProductListFilters; facets: Facets }) {
  const { VET_TEXT, SELLER_TEXT, SELLER_VET_TEXT: T, STOCK_SELLER_TEXT } = useText();
  // the key resets the fields when the address changes (a cleared filter, the back button)
  return (
    <Form
      method="get"
      role="search"
      aria-label={SELLER_TEXT.filters}
      key={JSON.stringify(filters)}
      className="mb-6 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
    >
      <label className="block text-sm font-medium">
        {SELLER_TEXT.searchProducts}
        <input
          type="search"
          name="search"
          defaultValue={filters.search}
          placeholder={SELLER_TEXT.searchPlaceholder}
          maxLength={100}
          className={inputClass}
        />
      </label>
      <label className="block text-sm font-medium">
        {SELLER_TEXT.category}
        <select name="category" defaultValue={filters.category} className={`${inputClass} bg-white`}>
          <option value="">{SELLER_TEXT.allCategories}</option>
          {CATEGORIES.map((c) => (
            <option key={c.path} value={c.path}>
              {c.text}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium">
        {SELLER_TEXT.stock}
        <select name="stock" defaultValue={filters.stock} className={`${inputClass} bg-white`}>
          <option value="">{SELLER_TEXT.stockAll}</option>
          <option value="in">{SELLER_TEXT.stockIn}</option>
          <option value="out">{SELLER_TEXT.stockOut}</option>
          <option value="low">{STOCK_SELLER_TEXT.lowFilter}</option>
        </select>
      </label>
      <Choice
        label={VET_TEXT.species}
        name={FILTER_PARAMS.species}
        value={filters.species}
        all={T.allSpecies}
        options={facets.species}
      />
      <Choice
        label={VET_TEXT.substance}
        name={FILTER_PARAMS.substances}
        value={filters.substance}
        all={T.allSubstances}
        options={facets.substances}
      />
      <Choice
        label={T.prescription}
        name={FILTER_PARAMS.prescription}
        value={filters.rx}
        all={T.prescriptionAll}
        options={facets.prescription}
      />
      <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-1">
        <Button type="submit" variant="panel">
          {SELLER_TEXT.applyFilters}
        </Button>
        {isFiltered(filters) && (
          <AppLink to="/seller/product-list" className="py-2 text-sm font-medium text-primary-dull hover:underline">
            {SELLER_TEXT.clearFilters}
          </AppLink>
        )}
      </div>
    </Form>
  );
}
