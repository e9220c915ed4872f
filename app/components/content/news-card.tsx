/** A news card: image, date, title and the start of the text. */
import { AppLink } from '../shared/app-link';
import { formatDateIn } from '../../../domain/shared/format';
import type { News } from '../../../domain/shared/types';
import type { CardHeading } from '../catalog/product-card';
import { ProductImage } from '../catalog/product-image';
import { useLang } from '../../lib/text';
import { useContent } from '../../lib/content';

export function NewsCard({
  news,
  heading: Heading = 'h3',
  priority = false,
}: {
  news: News;
  heading?: CardHeading;
  priority?: boolean;
}) {
  const title = useContent(news.title, news.titleRu);
  const description = useContent(news.description, news.descriptionRu);
  const lang = useLang();
  return (
    <li className="relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white hover:border-teal-600 hover:shadow-md">
      <ProductImage
        name={news.image[0]}
        alt=""
        priority={priority}
        sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
        className="aspect-[16/9]!"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <time dateTime={news.createdAt} className="text-xs font-medium text-slate-600">
          {formatDateIn(lang, news.createdAt)}
        </time>
        <Heading className="text-base font-semibold text-slate-900">
          <AppLink to={`/news/${news._id}`} className="after:absolute after:inset-0" lang={title.lang}>
            {title.text}
          </AppLink>
        </Heading>
        <p className="line-clamp-3 text-sm text-slate-600" lang={description.lang}>
          {description.text}
        </p>
      </div>
    </li>
  );
}

/** `eagerCount`: cards above the fold, whose images load first (the page's LCP). */
export function NewsGrid({
  items,
  heading,
  eagerCount = 0,
}: {
  items: News[];
  heading?: CardHeading;
  eagerCount?: number;
}) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((news, i) => (
        <NewsCard key={news._id} news={news} heading={heading} priority={i < eagerCount} />
      ))}
    </ul>
  );
}
