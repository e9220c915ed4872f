import { redirect } from 'react-router';
import { categorySegment, categoryUrl, findCategory } from '../../domain/catalog/categories';
import { CatalogPage } from '../components/catalog/catalog-page';
import { RouteError } from '../components/shared/route-error';
import { notFound, pageLoader } from '../lib/http.server';
import { CATALOG_TEXT, loadCatalogPage } from '../lib/catalog/catalog-page.server';
import { seo, errorMeta } from '../lib/seo';
import { pageText, requestLang, serverTexts } from '../lib/text.server';
import type { Route } from './+types/category';
import { textsOf, useText } from '../lib/text';

export function meta(args: Route.MetaArgs) {
  if (args.error) return errorMeta();
  const { PAGE } = textsOf(args.matches);
  if (!args.data) return [{ title: PAGE.title(PAGE.notFound.title) }];
  const { CATEGORY_NAMES } = textsOf(args.matches);
  const name = CATEGORY_NAMES[args.data.category.path];
  return seo(args, { title: PAGE.title(PAGE.category.title(name)), description: PAGE.category.description(name) });
}

export const loader = pageLoader(async ({ params, request, context }: Route.LoaderArgs) => {
  const category = findCategory(params.category);
  if (!category) throw notFound(serverTexts(requestLang(request)).PAGE.notFound.title);
  if (params.category !== categorySegment(category.path)) throw redirect(categoryUrl(category.path), 301);
  return {
    category,
    ...(await loadCatalogPage(context, request, { category: category.path })),
    text: pageText(request, CATALOG_TEXT),
  };
});

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, products, paging, filters } = loaderData;
  const { CATEGORY_NAMES } = useText();
  return (
    <CatalogPage
      title={CATEGORY_NAMES[category.path]}
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
