import { pageRequestFromUrl } from '../../domain/shared/paging';
import { NewsGrid } from '../components/content/news-card';
import { Container, PageTitle } from '../components/shared/page-heading';
import { Pagination } from '../components/shared/pagination';
import { RouteError } from '../components/shared/route-error';
import { seo, errorMeta } from '../lib/seo';
import type { Route } from './+types/news';
import { PAGE_SIZES } from '../../domain/shared/paging';
import { textsOf, useText } from '../lib/text';
import { pageText } from '../lib/text.server';

/** 12 cards a page: divides into rows of 1, 2 and 3. */
const NEWS_PAGE = PAGE_SIZES.news;

export function meta(args: Route.MetaArgs) {
  if (args.error) return errorMeta();
  const { PAGE } = textsOf(args.matches);
  return seo(args, { title: PAGE.title(PAGE.news.title), description: PAGE.news.description });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await context.services.news.pageNews(
    { onlySeen: true },
    pageRequestFromUrl(new URL(request.url).searchParams, NEWS_PAGE),
  );
  return {
    items: page.items,
    paging: { total: page.total, next: page.next, prev: page.prev },
    text: pageText(request, ['PAGING', 'ACCOUNT_MSG']),
  };
}

export default function NewsList({ loaderData }: Route.ComponentProps) {
  const { ACCOUNT_MSG, PAGE } = useText();
  return (
    <Container>
      <PageTitle>{PAGE.news.title}</PageTitle>
      {loaderData.items.length ? (
        <NewsGrid items={loaderData.items} heading="h2" eagerCount={1} />
      ) : (
        <p className="rounded-2xl bg-slate-50 p-8 text-center text-slate-700">{ACCOUNT_MSG.noNews}</p>
      )}
      <Pagination paging={loaderData.paging} />
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
