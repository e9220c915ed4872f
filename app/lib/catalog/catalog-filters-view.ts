/** The catalogue's filters as the page shows them (decision 0043), made in
 * the loader: each facet's values with counts and whether chosen, the chosen
 * ones as links that remove them, and the address without any filter. */
import {
  FACET_NAMES,
  FILTER_PARAMS,
  filterParams,
  hasFilters,
  toggleFilter,
  type CatalogFilters,
  type FacetName,
  type Facets,
} from '../../../domain/catalog/catalog-filters';
import type { Texts } from '../../../domain/i18n/catalogues';
import type { Lang } from '../../../domain/i18n/lang';

export type FilterGroup = {
  param: string;
  title: string;
  /** `lang: 'az'`: a name the seller wrote (a substance, a maker), on a page in another language */
  values: { value: string; label: string; lang?: 'az'; count: number; checked: boolean }[];
};
export type FiltersView = {
  text: { title: string; apply: string; clear: string; empty: string; removeHint: string; more: string };
  groups: FilterGroup[];
  /** a chosen value's removal link: "Снять фильтр «" + the value (marked as its values are) + "»" */
  chosen: { before: string; label: string; lang?: 'az'; after: string; href: string }[];
  /** kept through the form (the search) */
  keep: [name: string, value: string][];
  clearHref: string;
  active: boolean;
};

const titles = (FILTER_TEXT: Texts['FILTER_TEXT']): Record<FacetName, string> => ({
  species: FILTER_TEXT.species,
  substances: FILTER_TEXT.substances,
  manufacturers: FILTER_TEXT.manufacturers,
  prescription: FILTER_TEXT.prescription,
  noWithdrawal: FILTER_TEXT.noWithdrawal,
});

/** `path` is the list's address; `keep` its other parameters (the search), never the page cursor. */
export function filtersView(
  path: string,
  keep: [string, string][],
  filters: CatalogFilters,
  facets: Facets,
  FILTER_TEXT: Texts['FILTER_TEXT'],
  SPECIES_NAMES: Texts['SPECIES_NAMES'],
  pageLang: Lang,
): FiltersView {
  const TITLES = titles(FILTER_TEXT);
  // the values the server names in Azerbaijani, in the page's language by their code
  const names: Partial<Record<FacetName, Record<string, string>>> = {
    species: SPECIES_NAMES,
    prescription: { rx: FILTER_TEXT.rx, otc: FILTER_TEXT.otc },
    noWithdrawal: { meat: FILTER_TEXT.meat, milk: FILTER_TEXT.milk },
  };
  // the facets the server does not name by a code are the seller's words, in Azerbaijani
  const lang = pageLang === 'az' ? undefined : ('az' as const);
  const href = (f: CatalogFilters) => {
    const query = new URLSearchParams([...keep, ...filterParams(f)]).toString();
    return query ? `${path}?${query}` : path;
  };
  const named = FACET_NAMES.map((name) => ({
    name,
    param: FILTER_PARAMS[name],
    title: TITLES[name],
    values: facets[name]
      .map((v) => ({
        value: v.value,
        label: names[name]?.[v.value] ?? v.name,
        ...(names[name] ? {} : { lang }),
        count: v.count,
        checked: (filters[name] as string[]).includes(v.value),
      }))
      // a value that would show nothing is not offered; a chosen one stays, so it can be removed
      .filter((v) => v.count > 0 || v.checked),
  })).filter((g) => g.values.length > 0);
  const [before, after = ''] = FILTER_TEXT.remove('\u0000').split('\u0000');
  const removal = { before, after };
  const chosen = named.flatMap((g) =>
    g.values
      .filter((v) => v.checked)
      .map((v) => ({ ...removal, label: v.label, lang: v.lang, href: href(toggleFilter(filters, g.name, v.value)) })),
  );
  const groups: FilterGroup[] = named.map(({ param, title, values }) => ({ param, title, values }));
  return {
    text: {
      title: FILTER_TEXT.title,
      apply: FILTER_TEXT.apply,
      clear: FILTER_TEXT.clear,
      empty: FILTER_TEXT.empty,
      removeHint: FILTER_TEXT.removeHint,
      more: FILTER_TEXT.more,
    },
    groups,
    chosen,
    keep,
    clearHref: href({ ...filters, species: [], substances: [], manufacturers: [], prescription: [], noWithdrawal: [] }),
    active: hasFilters(filters),
  };
}
