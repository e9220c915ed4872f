import { formatDateIn } from '../../domain/shared/format';
import { imageUrl } from '../../domain/catalog/images';
import { NewsGrid } from '../components/content/news-card';
import { Container, SectionTitle } from '../components/shared/page-heading';
import { ProductImage } from '../components/catalog/product-image';
import { RouteError } from '../components/shared/route-error';
import { pageLoader } from '../lib/http.server';
import { metaDescription } from '../lib/catalog/product-jsonld';
import { seo, errorMeta } from '../lib/seo';
import type { Route } from './+types/news-item';
import { OTHER_NEWS } from '../../domain/shared/limits';
import { textsOf, useLang, useText } from '../lib/text';
import { useContent } from '../lib/content';
import { textIn } from '../../domain/content/content-lang';
import { langOfPath } from '../../domain/i18n/lang';

export function meta(args: Route.MetaArgs) {
  if (args.error) return errorMeta();
  const { PAGE } = textsOf(args.matches);
  if (!args.data) return [{ title: PAGE.title(PAGE.notFound.title) }];
  const { news } = args.data;
  const image = news.image[0] ? imageUrl(news.image[0], 1200) : undefined;
  const lang = langOfPath(args.location.pathname);
  return seo(args, {
    title: PAGE.title(textIn(lang, news.title, news.titleRu)),
    description: metaDescription(textIn(lang, news.description, news.descriptionRu)),
    image,
    type: 'article',
  });
}

export const loader = pageLoader(async ({ params, context }: Route.LoaderArgs) => {
  const service = context.services.news;
  const news = await service.getNews(params.id, { includeHidden: false });
  const others = await service.listNews({ onlySeen: true, excludeId: news._id, limit: OTHER_NEWS });
  return { news, others };
});

export default function NewsItem({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const { UI } = useText();
  const { news, others } = loaderData;
  const title = useContent(news.title, news.titleRu);
  const text = useContent(news.description, news.descriptionRu);
  return (
    <Container>
      <article className="mx-auto mt-8 max-w-3xl">
        <time dateTime={news.createdAt} className="text-sm font-medium text-slate-600">
          {formatDateIn(lang, news.createdAt)}
        </time>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl" lang={title.lang}>
          {title.text}
        </h1>
        {news.image[0] && (
          <ProductImage
            name={news.image[0]}
            alt=""
            sizes="(min-width: 768px) 768px, 100vw"
            priority
            className="mt-6 aspect-[16/9]! rounded-2xl"
          />
        )}
        <div className="mt-6 whitespace-pre-line text-lg leading-relaxed text-slate-700" lang={text.lang}>
          {text.text}
        </div>
        {news.image.length > 1 && (
          <ul className="mt-6 grid grid-cols-2 gap-3">
            {news.image.slice(1).map((name) => (
              <li key={name}>
                <ProductImage name={name} alt="" sizes="(min-width: 768px) 380px, 50vw" className="rounded-xl" />
              </li>
            ))}
          </ul>
        )}
      </article>
      {others.length > 0 && (
        <section aria-labelledby="other-news" className="mt-14">
          <SectionTitle id="other-news">{UI.otherNews}</SectionTitle>
          <NewsGrid items={others} />
        </section>
      )}
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
