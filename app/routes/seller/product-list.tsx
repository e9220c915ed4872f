/** /seller/product-list: the catalogue a page at a time, newest first,
 * searchable by name (folded as in the storefront), filtered by category,
 * stock, species, substance and Rx (all in the address); each product with
 * its SKU, stock switch, edit link and delete. */
import { SellerRouteError } from '../../components/seller/seller-route-error';
import type { Route } from './+types/product-list';
import { MSG } from '../../../domain/messages';
import { pageRequestFromUrl } from '../../../domain/paging';
import { Pagination } from '../../components/pagination';
import { sellerServices } from '../../lib/seller-access.server';
import { DataTable } from '../../components/seller/data-table';
import { PageHeading } from '../../components/seller/seller-fields';
import { PRODUCT_COLUMNS, ProductCard, ProductRow } from '../../components/seller/product-list-items';
import {
  catalogFiltersOf,
  isFiltered,
  ProductListFilterForm,
  readProductListFilters,
} from '../../components/seller/product-list-filters';
import { SELLER_TEXT } from '../../../domain/seller-text';
import { sellerMeta } from '../../lib/seller-meta';
import { PAGE_SIZES } from '../../../domain/paging';

const PAGE_SIZE = PAGE_SIZES.sellerProducts;

export const meta = () => sellerMeta(SELLER_TEXT.productList);

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = sellerServices(context);
  const params = new URL(request.url).searchParams;
  const filters = readProductListFilters(params);
  const query = {
    search: filters.search,
    category: filters.category || undefined,
    inStock: filters.stock ? filters.stock === 'in' : undefined,
    filters: catalogFiltersOf(filters),
  };
  const [page, facets] = await Promise.all([
    services.catalog.pageProducts(query, pageRequestFromUrl(params, PAGE_SIZE)),
    services.catalog.catalogFacets(query),
  ]);
  return {
    filters,
    facets,
    products: page.items,
    paging: { total: page.total, totalCapped: page.totalCapped, next: page.next, prev: page.prev },
  };
}

export default function ProductList({ loaderData }: Route.ComponentProps) {
  const { products, filters, facets, paging } = loaderData;
  return (
    <>
      <PageHeading>{SELLER_TEXT.productList}</PageHeading>
      <ProductListFilterForm filters={filters} facets={facets} />
      <DataTable
        columns={PRODUCT_COLUMNS}
        label={SELLER_TEXT.productList}
        empty={isFiltered(filters) ? SELLER_TEXT.noMatchingProducts : MSG.noProducts}
        cards={products.map((p) => (
          <ProductCard key={p._id} product={p} />
        ))}
      >
        {products.map((p) => (
          <ProductRow key={p._id} product={p} />
        ))}
      </DataTable>
      <Pagination paging={paging} className="mt-6" />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SellerRouteError error={error} message={MSG.error} />;
}
