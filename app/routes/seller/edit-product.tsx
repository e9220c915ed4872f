/** /seller/editproduct/:id: edit a product; new images (≤5) replace the old ones. */
import { SellerRouteError } from '../../components/seller/seller-route-error';
import { useNavigate } from 'react-router';
import type { Route } from './+types/edit-product';
import { MSG } from '../../../domain/messages';
import { isId } from '../../../domain/schemas';
import type { Product } from '../../../domain/types';
import { failureStatus, sellerServices } from '../../lib/seller-access.server';
import { CurrentImages, LoadProblem } from '../../components/seller/edit-parts';
import { PageHeading } from '../../components/seller/fields';
import { withPrefix } from '../../components/seller/notify';
import { ProductForm } from '../../components/seller/product-form';
import { SELLER_TEXT } from '../../../domain/seller-text';
import { MAX_IMAGES } from '../../../domain/limits';
import { sellerMeta } from '../../lib/seller-meta';

export const meta = () => sellerMeta(SELLER_TEXT.editProduct);

type Loaded = { product: Product; problem?: undefined } | { product?: undefined; problem: string };

export async function loader({ context, params }: Route.LoaderArgs): Promise<Loaded> {
  const services = sellerServices(context);
  if (!isId(params.id)) return { problem: MSG.productNotFound };
  try {
    return { product: await services.catalog.getProduct(params.id) };
  } catch (error) {
    return { problem: failureStatus(error) === 404 ? MSG.productNotFound : MSG.productLoadForEditFailed };
  }
}

export default function EditProduct({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { product, problem } = loaderData;
  return (
    <>
      <PageHeading>{SELLER_TEXT.editProduct}</PageHeading>
      {product ? (
        <>
          <CurrentImages images={product.image} alt={product.name} />
          <ProductForm
            product={product}
            slots={MAX_IMAGES}
            imagesHint={SELLER_TEXT.editImagesHint}
            path={`/product/${product._id}`}
            method="PUT"
            submitLabel={SELLER_TEXT.save}
            successText={MSG.productUpdated}
            failure={withPrefix(MSG.productUpdateFailed)}
            onSaved={() => navigate('/seller/product-list')}
          />
        </>
      ) : (
        <LoadProblem message={problem} back="/seller/product-list" backLabel={SELLER_TEXT.backToProducts} />
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SellerRouteError error={error} message={MSG.productLoadForEditFailed} />;
}
