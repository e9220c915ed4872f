/** One page of a storefront product list (/products, /products/{category}):
 * 24 cards a page, keyset-paged (domain/paging.ts), so a catalogue of
 * thousands stays a light page and a late page costs what the first does. */
import type { AppLoadContext } from 'react-router';
import { firstIssue, listQuerySchema } from '../../domain/schemas';
import { pageRequestFromUrl } from '../../domain/paging';
import { badRequest } from './http.server';
import { toCards } from './product-cards';
import { filtersFromSearch } from '../../domain/catalog-filters';
import { filtersView } from './catalog-filters-view';

export const PAGE_SIZE = 24;

type ListQuery = { search?: string; category?: string };

/** `?page=` and `?search=` of a list address; a malformed one is a 400 page. */
export function readListQuery(request: Request): { page: number; search: string } {
  const params = new URL(request.url).searchParams;
  const parsed = listQuerySchema.safeParse({
    page: params.get('page') ?? undefined,
    search: params.get('search') ?? undefined,
  });
  if (!parsed.success) throw badRequest(firstIssue(parsed.error));
  return { page: parsed.data.page ?? 1, search: parsed.data.search ?? '' };
}

export async function loadCatalogPage(context: AppLoadContext, request: Request, query: ListQuery) {
  readListQuery(request); // 400 for a malformed address before any query
  const url = new URL(request.url);
  const paging = pageRequestFromUrl(url.searchParams, PAGE_SIZE);
  const filters = filtersFromSearch(url.searchParams);
  const list = { ...query, inStock: true, filters };
  const [page, facets] = await Promise.all([
    context.services.catalog.pageProducts(list, paging),
    context.services.catalog.catalogFacets(list),
  ]);
  const keep: [string, string][] = query.search ? [['search', query.search]] : [];
  return {
    products: toCards(page.items),
    paging: { total: page.total, totalCapped: page.totalCapped, next: page.next, prev: page.prev },
    filters: filtersView(url.pathname, keep, filters, facets),
  };
}
