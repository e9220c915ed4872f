/** /seller (index): add a product with up to 4 images (docs/architecture.md §Validation) and its veterinary facts. */
import type { Route } from './+types/add-product';
import { SellerRouteError } from '../../components/seller/seller-route-error';
import { useState } from 'react';
import { MSG } from '../../../domain/shared/messages';
import { PageHeading } from '../../components/seller/seller-fields';
import { ProductForm } from '../../components/seller/catalog/product-form';
import { PRODUCT_IMAGE_SLOTS } from '../../../domain/shared/limits';
import { sellerMetaOf } from '../../lib/seller-meta';
import { sellerServices } from '../../lib/seller-access.server';
import { useText } from '../../lib/text';

export const meta = sellerMetaOf((t) => t.SELLER_TEXT.addProduct);

export async function loader({ context }: Route.LoaderArgs) {
  return { substances: await sellerServices(context, '').sellerCatalog.substanceNames() };
}

export default function AddProduct({ loaderData }: Route.ComponentProps) {
  const { SELLER_TEXT } = useText();
  const [formKey, setFormKey] = useState(0); // a new key empties the form after a save
  return (
    <>
      <PageHeading>{SELLER_TEXT.addProduct}</PageHeading>
      <ProductForm
        key={formKey}
        substances={loaderData.substances}
        slots={PRODUCT_IMAGE_SLOTS}
        path="/product/add-product"
        method="POST"
        submitLabel={SELLER_TEXT.addProduct}
        successText={MSG.productAdded}
        onSaved={() => setFormKey((k) => k + 1)}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SellerRouteError error={error} message={MSG.error} />;
}
