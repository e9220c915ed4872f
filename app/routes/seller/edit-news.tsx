/** /seller/editnews/:id: edit a news item; new images replace the old ones. */
import { SellerRouteError } from '../../components/seller/seller-route-error';
import { useNavigate } from 'react-router';
import type { Route } from './+types/edit-news';
import { MSG } from '../../../domain/messages';
import { isId } from '../../../domain/schemas';
import type { News } from '../../../domain/types';
import { failureStatus, sellerServices } from '../../lib/seller-access.server';
import { CurrentImages, LoadProblem } from '../../components/seller/edit-parts';
import { PageHeading } from '../../components/seller/fields';
import { NewsForm } from '../../components/seller/news-form';
import { orDefault } from '../../components/seller/notify';
import { SELLER_TEXT } from '../../../domain/seller-text';
import { sellerMeta } from '../../lib/seller-meta';

export const meta = () => sellerMeta(SELLER_TEXT.editNews);

type Loaded = { news: News; problem?: undefined } | { news?: undefined; problem: string };

export async function loader({ context, params }: Route.LoaderArgs): Promise<Loaded> {
  const services = sellerServices(context);
  if (!isId(params.id)) return { problem: MSG.newsIdMissing };
  try {
    return { news: await services.news.getNews(params.id, { includeHidden: true }) };
  } catch (error) {
    return { problem: failureStatus(error) === 404 ? MSG.newsNotFound : MSG.newsFetchFailed };
  }
}

export default function EditNews({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { news, problem } = loaderData;
  return (
    <>
      <PageHeading>{SELLER_TEXT.editNews}</PageHeading>
      {news ? (
        <>
          <CurrentImages images={news.image} alt={news.title} />
          <NewsForm
            news={news}
            path={`/news/${news._id}`}
            method="PUT"
            submitLabel={SELLER_TEXT.save}
            successText={MSG.newsUpdated}
            failure={orDefault(MSG.newsUpdateFailed)}
            onSaved={() => navigate('/seller/list')}
          />
        </>
      ) : (
        <LoadProblem message={problem} back="/seller/list" backLabel={SELLER_TEXT.backToNews} />
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SellerRouteError error={error} message={MSG.newsFetchFailed} />;
}
