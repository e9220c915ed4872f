/** /seller/product-list: the catalogue a page at a time, newest first,
 * searchable by name (folded as in the storefront), filtered by category,
 * stock, species, substance and Rx (all in the address); each product with
 * its SKU, stock switch, edit link and delete. */
import { SellerRouteError } from '../../components/seller/seller-route-error';
import type { Route } from './+types/product-list';
import { MSG } from '../../../domain/shared/messages';
import { pageRequestFromUrl } from '../../../domain/shared/paging';
import { Pagination } from '../../components/shared/pagination';
import { ExportLinks } from '../../components/seller/export-links';
import { sellerServices } from '../../lib/seller-access.server';
import { DataTable } from '../../components/seller/data-table';
import { PageHeading } from '../../components/seller/seller-fields';
import { productColumns, ProductCard, ProductRow } from '../../components/seller/catalog/product-list-items';
import {
  catalogFiltersOf,
  isFiltered,
  ProductListFilterForm,
  readProductListFilters,
} from '../../components/seller/catalog/product-list-filters';
import { sellerMetaOf } from '../../lib/seller-meta';
import { PAGE_SIZES } from '../../../domain/shared/paging';
import { useText } from '../../lib/text';

const PAGE_SIZE = PAGE_SIZES.sellerProducts;

export const meta = sellerMetaOf((t) => t.SELLER_TEXT.productList);

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = sellerServices(context, 'product-list');
  const params = new URL(request.url).searchParams;
  const filters = readProductListFilters(params);
  const query = {
    search: filters.search,
    category: filters.category || undefined,
    inStock: filters.stock === 'in' ? true : filters.stock === 'out' ? false : undefined,
    lowStock: filters.stock === 'low' || undefined,
    filters: catalogFiltersOf(filters),
  };
  const [page, facets] = await Promise.all([
    services.catalog.pageProducts(query, pageRequestFromUrl(params, PAGE_SIZE)),
    services.catalog.catalogFacets(query),
  ]);
  // the quantities read live beside the (possibly cached) page: orders move them without a new catalogue version
  const stock = await services.stock.sellerStockOf(page.items.map((p) => p._id));
  return {
    filters,
    facets,
    products: page.items,
    stock: Object.fromEntries(stock.map((s) => [s._id, s])),
    paging: { total: page.total, totalCapped: page.totalCapped, next: page.next, prev: page.prev },
  };
}

export default function ProductList({ loaderData }: Route.ComponentProps) {
  const texts = useText();
  const { SELLER_TEXT } = texts;
  const { products, filters, facets, paging, stock } = loaderData;
  return (
    <>
      <PageHeading>{SELLER_TEXT.productList}</PageHeading>
      <ProductListFilterForm filters={filters} facets={facets} />
      <DataTable
        columns={productColumns(texts)}
        label={SELLER_TEXT.productList}
        empty={isFiltered(filters) ? SELLER_TEXT.noMatchingProducts : MSG.noProducts}
        cards={products.map((p) => (
          <ProductCard key={p._id} product={p} stock={stock[p._id]} />
        ))}
      >
        {products.map((p) => (
          <ProductRow key={p._id} product={p} stock={stock[p._id]} />
        ))}
      </DataTable>
      <Pagination paging={paging} className="mt-6" />
      <ExportLinks filters={filters} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SellerRouteError error={error} message={MSG.error} />;
}
