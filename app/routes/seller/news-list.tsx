/** /seller/list: every news item, hidden ones included, with its visibility
 * switch, edit link and delete. Seller-only, unlike the older client. */
import { SellerRouteError } from '../../components/seller/SellerRouteError';
import type { Route } from './+types/news-list';
import { api } from '../../lib/api';
import { formatDate } from '../../../domain/format';
import { imageUrl } from '../../../domain/images';
import { MSG } from '../../../domain/messages';
import type { News } from '../../../domain/types';
import { sellerServices } from '../../components/seller/access.server';
import { DataTable, RowActions, wideCell } from '../../components/seller/DataTable';
import { PageHeading } from '../../components/seller/fields';
import { notify, orDefault } from '../../components/seller/notify';
import { useDelete } from '../../components/seller/useDelete';
import { ServerSwitch } from '../../components/seller/ServerSwitch';
import { pageTitle, SELLER_TEXT } from '../../components/seller/texts';

const COLUMNS = [
  { label: SELLER_TEXT.image, hidden: true },
  { label: SELLER_TEXT.title },
  { label: SELLER_TEXT.date, wide: true },
  { label: SELLER_TEXT.visible },
  { label: SELLER_TEXT.actions, hidden: true },
];

export const meta = () => pageTitle(SELLER_TEXT.newsList);

export async function loader({ context }: Route.LoaderArgs) {
  return { newses: await sellerServices(context).news.listNews({ onlySeen: false }) };
}

function NewsRow({ news }: { news: News }) {
  async function setSeen(seen: boolean) {
    const result = await api<{ news: News }>('/news/seen', { method: 'PUT', json: { id: news._id, seen } });
    return notify(result, seen ? MSG.newsVisible : MSG.newsHidden, orDefault(MSG.newsSeenFailed));
  }
  const remove = useDelete(`/news/${news._id}`, MSG.newsDeleted, orDefault(MSG.newsDeleteFailed));
  return (
    <tr className="border-t border-slate-200">
      <td className="py-2 pr-3">
        {news.image[0] && <img src={imageUrl(news.image[0], 320)} alt="" className="h-14 w-20 rounded-md border border-slate-200 object-cover" />}
      </td>
      <td className="py-2 pr-3 font-medium">{news.title}</td>
      <td className={`${wideCell} py-2 pr-3 whitespace-nowrap text-slate-600`}>{formatDate(news.createdAt)}</td>
      <td className="py-2 pr-3">
        <ServerSwitch checked={news.seen} label={`${SELLER_TEXT.visible}: ${news.title}`} onChange={setSeen} />
      </td>
      <RowActions editTo={`/seller/editnews/${news._id}`} name={news.title} question={SELLER_TEXT.deleteNewsQuestion(news.title)} onDelete={remove} />
    </tr>
  );
}

export default function NewsList({ loaderData }: Route.ComponentProps) {
  const { newses } = loaderData;
  return (
    <>
      <PageHeading>{SELLER_TEXT.newsList}</PageHeading>
      <DataTable columns={COLUMNS} empty={MSG.noNews}>
        {newses.map((n) => <NewsRow key={n._id} news={n} />)}
      </DataTable>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SellerRouteError error={error} message={MSG.newsFetchFailed} />;
}
