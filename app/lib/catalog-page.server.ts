/** One page of a storefront product list (/products, /products/{category}):
 * 24 cards a page, keyset-paged (domain/paging.ts), so a catalogue of
 * thousands stays a light page and a late page costs what the first does. */
import type { AppLoadContext } from 'react-router';
import { pageRequestFromUrl } from '../../domain/paging';
import { toCards } from './product-cards';

export const PAGE_SIZE = 24;

type ListQuery = { search?: string; category?: string };

export async function loadCatalogPage(context: AppLoadContext, request: Request, query: ListQuery) {
  const paging = pageRequestFromUrl(new URL(request.url).searchParams, PAGE_SIZE);
  const page = await context.services.catalog.pageProducts({ ...query, inStock: true }, paging);
  return { products: toCards(page.items), paging: { total: page.total, totalCapped: page.totalCapped, next: page.next, prev: page.prev } };
}
