/** The body of /products and /products/{category}: tiles, heading, cards;
 * a search without results says what to try next. */
import { AppLink } from '../shared/app-link';
import { MainPhoneLink } from '../shared/shop-settings';
import type { ProductCardData } from '../../lib/catalog/product-cards';
import { CategoryTiles } from './category-tiles';
import { Container, PageTitle } from '../shared/page-heading';
import { Pagination, type PagingLinks } from '../shared/pagination';
import { ProductGrid } from './product-card';
import { CatalogFilters, NoFilteredResults } from './catalog-filters';
import type { FiltersView } from '../../lib/catalog/catalog-filters-view';
import { buttonClass } from '../shared/ui';
import { useText } from '../../lib/text';

function NoSearchResults({ search }: { search: string }) {
  const { CATALOG_UI, PAGE_MSG } = useText();
  return (
    <div className="break-words rounded-xl bg-slate-50 px-4 py-10 text-center text-slate-700" data-testid="no-results">
      <p className="text-lg font-semibold text-slate-900">{PAGE_MSG.noProducts}</p>
      <p className="mx-auto mt-2 max-w-xl">{CATALOG_UI.noResultsHint(search)}</p>
      <p className="mt-2">
        {CATALOG_UI.noResultsCall} <MainPhoneLink />
      </p>
      <AppLink to="/products" className={buttonClass('primary', 'mt-6')}>
        {CATALOG_UI.viewAllProducts}
      </AppLink>
    </div>
  );
}

type Props = {
  title: string;
  products: ProductCardData[];
  paging: PagingLinks;
  currentCategory?: string;
  search?: string;
  filters: FiltersView;
  /** The query as the best match spells it (decision 0045). */
  didYouMean?: string | null;
};

function DidYouMean({ query }: { query: string }) {
  const { SEARCH_UI } = useText();
  return (
    <p className="mb-6 mt-3 text-slate-700" data-testid="did-you-mean">
      {SEARCH_UI.didYouMean}{' '}
      <AppLink
        to={`/products?${new URLSearchParams({ search: query })}`}
        className="font-semibold text-primary underline hover:no-underline"
      >
        {query}
      </AppLink>
    </p>
  );
}

/** A search shows its results first: on a phone the six tiles took the first screen. */
export function CatalogPage({ title, products, paging, currentCategory, search, filters, didYouMean }: Props) {
  const { UI } = useText();
  const tiles = (
    <nav aria-label={UI.categories} className={search ? 'mt-10' : 'mt-6'}>
      <CategoryTiles current={currentCategory} />
    </nav>
  );
  return (
    <Container>
      {!search && tiles}
      <PageTitle>{title}</PageTitle>
      {didYouMean && <DidYouMean query={didYouMean} />}
      <CatalogFilters view={filters} />
      {filters.active && !products.length ? (
        <NoFilteredResults view={filters} />
      ) : search && !products.length ? (
        <NoSearchResults search={search} />
      ) : (
        <ProductGrid products={products} eagerCount={2} heading="h2" />
      )}
      <Pagination paging={paging} />
      {search && tiles}
    </Container>
  );
}
