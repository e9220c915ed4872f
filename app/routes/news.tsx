import { MSG } from '../../domain/messages';
import { PAGE, pageTitle } from '../../domain/storefront-pages';
import { NewsGrid } from '../components/news-card';
import { Container, PageTitle } from '../components/page-heading';
import { RouteError } from '../components/route-error';
import { seo } from '../lib/seo';
import type { Route } from './+types/news';

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: pageTitle(PAGE.news.title), description: PAGE.news.description });
}

export async function loader({ context }: Route.LoaderArgs) {
  return { items: await context.services.news.listNews({ onlySeen: true }) };
}

export default function NewsList({ loaderData }: Route.ComponentProps) {
  return (
    <Container>
      <PageTitle>{PAGE.news.title}</PageTitle>
      {loaderData.items.length ? <NewsGrid items={loaderData.items} heading="h2" eagerCount={1} /> : <p className="rounded-2xl bg-slate-50 p-8 text-center text-slate-700">{MSG.noNews}</p>}
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
