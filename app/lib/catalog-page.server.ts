/** One page of a storefront product list (/products, /products/{category}):
 * 24 cards a page, so a catalogue of thousands stays a light page. */
import type { AppLoadContext } from 'react-router';
import { badRequest, notFound } from './http';
import { toCards } from './product-cards';
import { firstIssue, listQuerySchema } from '../../domain/schemas';
import { PAGE } from '../../domain/storefront-pages';

export const PAGE_SIZE = 24;

type ListQuery = { search?: string; category?: string };

/** `?page=` and `?search=` of a list address; a malformed one is a 400 page. */
export function readListQuery(request: Request): { page: number; search: string } {
  const params = new URL(request.url).searchParams;
  const parsed = listQuerySchema.safeParse({ page: params.get('page') ?? undefined, search: params.get('search') ?? undefined });
  if (!parsed.success) badRequest(firstIssue(parsed.error));
  return { page: parsed.data.page ?? 1, search: parsed.data.search ?? '' };
}

export async function loadCatalogPage(context: AppLoadContext, request: Request, query: ListQuery) {
  const { page } = readListQuery(request);
  const where = { ...query, inStockOnly: true };
  const [total, products] = await Promise.all([
    context.services.catalog.countProducts(where),
    context.services.catalog.listProducts({ ...where, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
  ]);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (page > pages) notFound(PAGE.notFound.title);
  return { products: toCards(products), page, pages };
}
