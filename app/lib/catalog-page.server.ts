/** One page of a storefront product list (/products, /products/{category}):
 * 24 cards a page, so a catalogue of thousands stays a light page. */
import type { AppLoadContext } from 'react-router';
import { notFound } from './http';
import { toCards } from './product-cards';
import { PAGE } from '../../domain/storefront-pages';

export const PAGE_SIZE = 24;

type ListQuery = { search?: string; category?: string };

export async function loadCatalogPage(context: AppLoadContext, request: Request, query: ListQuery) {
  const requested = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const where = { ...query, inStockOnly: true };
  const [total, products] = await Promise.all([
    context.services.catalog.countProducts(where),
    context.services.catalog.listProducts({ ...where, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
  ]);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (page > pages) notFound(PAGE.notFound.title);
  return { products: toCards(products), page, pages };
}
