/** /seller/list: news a page at a time, newest first, hidden ones included,
 * each with its visibility switch, edit link and delete. Seller-only,
 * unlike the older client. */
import { useRevalidator } from 'react-router';
import { SellerRouteError } from '../../components/seller/seller-route-error';
import type { Route } from './+types/news-list';
import { api } from '../../lib/api';
import { formatDate } from '../../../domain/shared/format';
import { imageUrl } from '../../../domain/catalog/images';
import { MSG } from '../../../domain/shared/messages';
import { pageRequestFromUrl } from '../../../domain/shared/paging';
import type { News } from '../../../domain/shared/types';
import { Pagination } from '../../components/shared/pagination';
import { sellerServices } from '../../lib/seller-access.server';
import { Actions, DataTable, ListCard, RowActions, wideCell } from '../../components/seller/data-table';
import { PageHeading } from '../../components/seller/seller-fields';
import { notify, orDefault } from '../../components/seller/notify';
import { useDelete } from '../../components/seller/use-delete';
import { ServerSwitch } from '../../components/seller/server-switch';
import { sellerMetaOf } from '../../lib/seller-meta';
import { PAGE_SIZES } from '../../../domain/shared/paging';
import { useText } from '../../lib/text';
import type { Texts } from '../../../domain/i18n/catalogues';

const PAGE_SIZE = PAGE_SIZES.sellerNews;
const columnsOf = (SELLER_TEXT: Texts['SELLER_TEXT']) => [
  { label: SELLER_TEXT.image, hidden: true },
  { label: SELLER_TEXT.title },
  { label: SELLER_TEXT.date, wide: true },
  { label: SELLER_TEXT.visible },
  { label: SELLER_TEXT.actions, hidden: true },
];

export const meta = sellerMetaOf((t) => t.SELLER_TEXT.newsList);

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await sellerServices(context, 'list').news.pageNews(
    { onlySeen: false },
    pageRequestFromUrl(new URL(request.url).searchParams, PAGE_SIZE),
  );
  return { newses: page.items, paging: { total: page.total, next: page.next, prev: page.prev } };
}

function Thumb({ news }: { news: News }) {
  return news.image[0] ? (
    <img
      src={imageUrl(news.image[0], 320)}
      alt=""
      width={80}
      height={56}
      className="h-14 w-20 rounded-md border border-slate-200 object-cover"
    />
  ) : (
    <div className="h-14 w-20 rounded-md bg-slate-100" />
  );
}

function useNewsActions(news: News) {
  const { SELLER_TEXT } = useText();
  const revalidator = useRevalidator();
  async function setSeen(seen: boolean) {
    const result = await api<{ news: News }>('/news/seen', { method: 'PUT', json: { id: news._id, seen } });
    const ok = notify(result, seen ? MSG.newsVisible : MSG.newsHidden, orDefault(MSG.newsSeenFailed));
    if (ok) void revalidator.revalidate(); // the other layout's switch follows
    return ok;
  }
  const remove = useDelete(`/news/${news._id}`, MSG.newsDeleted, orDefault(MSG.newsDeleteFailed));
  return {
    actions: {
      editTo: `/seller/editnews/${news._id}` as const,
      name: news.title,
      question: SELLER_TEXT.deleteNewsQuestion(news.title),
      onDelete: remove,
    },
    seenSwitch: <ServerSwitch checked={news.seen} label={`${SELLER_TEXT.visible}: ${news.title}`} onChange={setSeen} />,
  };
}

function NewsCard({ news }: { news: News }) {
  const { SELLER_TEXT } = useText();
  const { actions, seenSwitch } = useNewsActions(news);
  return (
    <ListCard image={<Thumb news={news} />}>
      <p className="font-medium break-words">{news.title}</p>
      <p className="text-sm text-slate-600">{formatDate(news.createdAt)}</p>
      <div className="flex items-center gap-2 text-sm text-slate-700">
        {seenSwitch}
        <span aria-hidden="true">{SELLER_TEXT.visible}</span>
      </div>
      <Actions {...actions} />
    </ListCard>
  );
}

function NewsRow({ news }: { news: News }) {
  const { actions, seenSwitch } = useNewsActions(news);
  return (
    <tr className="border-t border-slate-200">
      <td className="py-2 pr-3">
        <Thumb news={news} />
      </td>
      <td className="py-2 pr-3 font-medium">{news.title}</td>
      <td className={`${wideCell} py-2 pr-3 whitespace-nowrap text-slate-600`}>{formatDate(news.createdAt)}</td>
      <td className="py-2 pr-3">{seenSwitch}</td>
      <RowActions {...actions} />
    </tr>
  );
}

export default function NewsList({ loaderData }: Route.ComponentProps) {
  const { SELLER_TEXT } = useText();
  const { newses, paging } = loaderData;
  return (
    <>
      <PageHeading>{SELLER_TEXT.newsList}</PageHeading>
      <DataTable
        columns={columnsOf(SELLER_TEXT)}
        label={SELLER_TEXT.newsList}
        empty={MSG.noNews}
        cards={newses.map((n) => (
          <NewsCard key={n._id} news={n} />
        ))}
      >
        {newses.map((n) => (
          <NewsRow key={n._id} news={n} />
        ))}
      </DataTable>
      <Pagination paging={paging} className="mt-6" />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SellerRouteError error={error} message={MSG.newsFetchFailed} />;
}
