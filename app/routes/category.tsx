import { redirect } from 'react-router';
import { categorySegment, categoryUrl, findCategory } from '../../domain/categories';
import { CatalogPage } from '../components/catalog-page';
import { RouteError } from '../components/route-error';
import { notFound, pageLoader } from '../lib/http.server';
import { loadCatalogPage } from '../lib/catalog-page.server';
import { seo } from '../lib/seo';
import type { Route } from './+types/category';
import { textsOf, useText } from '../lib/text';

export function meta(args: Route.MetaArgs) {
  const { PAGE } = textsOf(args.matches);
  if (!args.data) return [{ title: PAGE.title(PAGE.notFound.title) }];
  const text = PAGE.category(args.data.category.text);
  return seo(args, { title: PAGE.title(text.title), description: text.description });
}

export const loader = pageLoader(async ({ params, request, context }: Route.LoaderArgs) => {
  const category = findCategory(params.category);
  if (!category) throw notFound(PAGE.notFound.title);
  if (params.category !== categorySegment(category.path)) throw redirect(categoryUrl(category.path), 301);
  return { category, ...(await loadCatalogPage(context, request, { category: category.path })) };
});

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, products, paging, filters } = loaderData;
  return (
    <CatalogPage
      title={category.text}
      products={products}
      paging={paging}
      currentCategory={category.path}
      filters={filters}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
