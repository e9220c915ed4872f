/** /seller/add-news: add a news item with 1–5 images and a visible flag. */
import type { Route } from './+types/add-news';
import { SellerRouteError } from '../../components/seller/seller-route-error';
import { useState } from 'react';
import { MSG } from '../../../domain/shared/messages';
import { PageHeading } from '../../components/seller/seller-fields';
import { NewsForm } from '../../components/seller/content/news-form';
import { sellerMetaOf } from '../../lib/seller-meta';
import { sellerServices } from '../../lib/seller-access.server';
import { useText } from '../../lib/text';

export const meta = sellerMetaOf((t) => t.SELLER_TEXT.addNews);

export function loader({ context }: Route.LoaderArgs) {
  sellerServices(context, 'add-news');
  return null;
}

export default function AddNews() {
  const { SELLER_TEXT } = useText();
  const [formKey, setFormKey] = useState(0); // a new key empties the form after a save
  return (
    <>
      <PageHeading>{SELLER_TEXT.addNews}</PageHeading>
      <NewsForm
        key={formKey}
        path="/news/add-news"
        method="POST"
        submitLabel={SELLER_TEXT.addNews}
        successText={MSG.newsAdded}
        onSaved={() => setFormKey((k) => k + 1)}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SellerRouteError error={error} message={MSG.error} />;
}
