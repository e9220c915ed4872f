/** One page of a storefront product list (/products, /products/{category}):
 * 24 cards a page, keyset-paged (domain/shared/paging.ts), so a catalogue of
 * thousands stays a light page and a late page costs what the first does. */
import type { AppLoadContext } from 'react-router';
import { firstIssue, listQuerySchema } from '../../../domain/shared/schemas';
import { pageRequestFromUrl, type PageRequest } from '../../../domain/shared/paging';
import type { ProductQuery } from '../../../server/services/catalog/catalog';
import type { SearchQuery } from '../../../server/services/search/search';
import { badRequest } from '../http.server';
import { toCards } from './product-cards';
import { filtersFromSearch } from '../../../domain/catalog/catalog-filters';
import { filtersView } from './catalog-filters-view';
import { PAGE_SIZES } from '../../../domain/shared/paging';
import { requestLang, serverTexts } from '../text.server';
import { withCardPrices } from '../../../domain/trade/card-prices';
import { cardPrices } from '../trade/trade-prices.server';

export const PAGE_SIZE = PAGE_SIZES.catalogue;

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
  const lang = requestLang(request);
  const t = serverTexts(lang);
  const { page: number } = readListQuery(request); // 400 for a malformed address before any query
  const url = new URL(request.url);
  const filters = filtersFromSearch(url.searchParams);
  const list = { ...query, inStock: true, filters };
  // a search's facets count what its answering step matches, so they come after it (decision 0056)
  const [found, facets] = query.search
    ? await searchPage(context, { ...list, search: query.search }, number).then(
        async (page) =>
          [page, await context.services.catalog.catalogFacets({ ...list, searchStep: page.step })] as const,
      )
    : await Promise.all([
        listPage(context, list, pageRequestFromUrl(url.searchParams, PAGE_SIZE)),
        context.services.catalog.catalogFacets(list),
      ]);
  const keep: [string, string][] = query.search ? [['search', query.search]] : [];
  const products = toCards(found.products, t, lang);
  // a trade buyer's cards carry their prices (issue 33), from their group's list kept per version
  const prices = await cardPrices(context, products);
  return {
    ...found,
    products: withCardPrices(products, prices),
    filters: filtersView(url.pathname, keep, filters, facets, t.FILTER_TEXT, t.SPECIES_NAMES, lang),
  };
}

async function listPage(context: AppLoadContext, list: ProductQuery, paging: PageRequest) {
  const page = await context.services.catalog.pageProducts(list, paging);
  return {
    products: page.items,
    paging: { total: page.total, totalCapped: page.totalCapped, next: page.next, prev: page.prev },
    didYouMean: null,
  };
}

/** A search's page: ranked, so paged by number (`?page=`), at most 1 000 matches (decision 0045). */
async function searchPage(context: AppLoadContext, query: SearchQuery, number: number) {
  const found = await context.services.search.searchProducts(query, number, PAGE_SIZE);
  const last = Math.max(1, Math.ceil(found.total / PAGE_SIZE));
  return {
    products: found.items,
    paging: {
      total: found.total,
      totalCapped: found.totalCapped,
      next: number < last ? String(number + 1) : null,
      prev: number > 1 ? String(Math.min(number, last + 1) - 1) : null,
      byPage: true,
    },
    didYouMean: found.didYouMean,
    step: found.step,
  };
}

/** The words of a product list (catalog-page.tsx; its filters' words come made by filtersView). */
export const CATALOG_TEXT = ['CATALOG_UI', 'PAGING'] as const;
