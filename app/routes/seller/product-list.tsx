/** /seller/product-list: every product with its stock switch, edit link and delete. */
import { SellerRouteError } from '../../components/seller/SellerRouteError';
import type { Route } from './+types/product-list';
import { api } from '../../lib/api';
import { categoryText } from '../../../domain/categories';
import { formatMoney } from '../../../domain/format';
import { imageUrl } from '../../../domain/images';
import { MSG } from '../../../domain/messages';
import type { Product } from '../../../domain/types';
import { sellerServices } from '../../components/seller/access.server';
import { DataTable, RowActions, wideCell } from '../../components/seller/DataTable';
import { PageHeading } from '../../components/seller/fields';
import { notify, withPrefix } from '../../components/seller/notify';
import { useDelete } from '../../components/seller/useDelete';
import { ServerSwitch } from '../../components/seller/ServerSwitch';
import { pageTitle, SELLER_TEXT } from '../../components/seller/texts';

const COLUMNS = [
  { label: SELLER_TEXT.image, hidden: true },
  { label: SELLER_TEXT.productName },
  { label: SELLER_TEXT.category, wide: true },
  { label: SELLER_TEXT.price },
  { label: SELLER_TEXT.inStock },
  { label: SELLER_TEXT.actions, hidden: true },
];

export const meta = () => pageTitle(SELLER_TEXT.productList);

export async function loader({ context }: Route.LoaderArgs) {
  return { products: await sellerServices(context).catalog.listProducts() };
}

function ProductRow({ product }: { product: Product }) {
  const setStock = async (inStock: boolean) =>
    notify(await api('/product/stock', { json: { id: product._id, inStock } }), MSG.stockUpdated);
  const remove = useDelete(`/product/${product._id}`, MSG.productDeleted, withPrefix(MSG.productDeleteFailed));
  return (
    <tr className="border-t border-slate-200">
      <td className="py-2 pr-3">
        {product.image[0] ? (
          <img src={imageUrl(product.image[0], 320)} alt="" className="h-14 w-14 rounded-md border border-slate-200 object-cover" />
        ) : (
          <div className="h-14 w-14 rounded-md bg-slate-100" />
        )}
      </td>
      <td className="py-2 pr-3 font-medium">{product.name}</td>
      <td className={`${wideCell} py-2 pr-3 text-slate-600`}>{categoryText(product.category)}</td>
      <td className="py-2 pr-3">{formatMoney(product.offerPrice)}</td>
      <td className="py-2 pr-3">
        <ServerSwitch checked={product.inStock} label={`${SELLER_TEXT.inStock}: ${product.name}`} onChange={setStock} />
      </td>
      <RowActions editTo={`/seller/editproduct/${product._id}`} name={product.name} question={SELLER_TEXT.deleteProductQuestion(product.name)} onDelete={remove} />
    </tr>
  );
}

export default function ProductList({ loaderData }: Route.ComponentProps) {
  const { products } = loaderData;
  return (
    <>
      <PageHeading>{SELLER_TEXT.productList}</PageHeading>
      <DataTable columns={COLUMNS} empty={MSG.noProducts}>
        {products.map((p) => <ProductRow key={p._id} product={p} />)}
      </DataTable>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SellerRouteError error={error} message={MSG.error} />;
}
