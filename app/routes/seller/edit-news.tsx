/** /seller/editnews/:id: edit a news item; new images replace the old ones. */
import { SellerRouteError } from '../../components/seller/seller-route-error';
import { useNavigate } from 'react-router';
import type { Route } from './+types/edit-news';
import { MSG } from '../../../domain/shared/messages';
import { isId } from '../../../domain/shared/schemas';
import { sellerServices } from '../../lib/seller-access.server';
import { notFound, pageLoader } from '../../lib/http.server';
import { CurrentImages } from '../../components/seller/edit-parts';
import { PageHeading } from '../../components/seller/seller-fields';
import { NewsForm } from '../../components/seller/content/news-form';
import { orDefault } from '../../components/seller/notify';
import { sellerMetaOf } from '../../lib/seller-meta';
import { useText } from '../../lib/text';

export const meta = sellerMetaOf((t) => t.SELLER_TEXT.editNews);

export const loader = pageLoader(async ({ context, params }: Route.LoaderArgs) => {
  const services = sellerServices(context, 'editnews/:id');
  if (!isId(params.id)) throw notFound(MSG.newsIdMissing);
  return { news: await services.news.getNews(params.id, { includeHidden: true }) };
});

export default function EditNews({ loaderData }: Route.ComponentProps) {
  const { SELLER_TEXT } = useText();
  const navigate = useNavigate();
  const { news } = loaderData;
  return (
    <>
      <PageHeading>{SELLER_TEXT.editNews}</PageHeading>
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
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { SELLER_TEXT } = useText();
  return (
    <SellerRouteError
      error={error}
      message={MSG.newsFetchFailed}
      back={{ to: '/seller/list', label: SELLER_TEXT.backToNews }}
    />
  );
}
