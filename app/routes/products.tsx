import { CatalogPage } from '../components/catalog/catalog-page';
import { RouteError } from '../components/shared/route-error';
import { CATALOG_TEXT, loadCatalogPage, readListQuery } from '../lib/catalog/catalog-page.server';
import { pageLoader } from '../lib/http.server';
import { seo, errorMeta } from '../lib/seo';
import { pageText } from '../lib/text.server';
import type { Route } from './+types/products';
import { textsOf, useText } from '../lib/text';

export function meta(args: Route.MetaArgs) {
  if (args.error) return errorMeta();
  const { CATALOG_UI, PAGE } = textsOf(args.matches);
  const search = args.data?.search;
  return seo(args, {
    title: PAGE.title(search ? CATALOG_UI.searchResults(search) : PAGE.products.title),
    description: PAGE.products.description,
    noindex: Boolean(search),
  });
}

/** Search on the server (docs/architecture.md §Text, decision 0045): "heb" finds "Həblər", "levamisole" finds "Levamizol". */
export const loader = pageLoader(async ({ request, context }: Route.LoaderArgs) => {
  const { search } = readListQuery(request);
  return { search, ...(await loadCatalogPage(context, request, { search })), text: pageText(request, CATALOG_TEXT) };
});

export default function Products({ loaderData }: Route.ComponentProps) {
  const { CATALOG_UI } = useText();
  const { search, products, paging, filters } = loaderData;
  const didYouMean = 'didYouMean' in loaderData ? loaderData.didYouMean : null;
  return (
    <CatalogPage
      title={search ? CATALOG_UI.searchResults(search) : CATALOG_UI.allProducts}
      products={products}
      paging={paging}
      search={search}
      filters={filters}
      didYouMean={didYouMean}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
