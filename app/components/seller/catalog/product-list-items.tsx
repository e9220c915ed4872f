/** One product of the seller's list, as a phone's card and a wide screen's
 * table row: picture, name, SKU, category, price, stock switch, edit and delete. */
import { useRevalidator } from 'react-router';
import { api } from '../../../lib/api';
import { categoryText } from '../../../../domain/catalog/categories';
import { formatMoney } from '../../../../domain/shared/format';
import { imageUrl } from '../../../../domain/catalog/images';
import { MSG } from '../../../../domain/shared/messages';
import type { Product, SellerStock } from '../../../../domain/shared/types';
import { StockQuantity } from '../stock/stock-quantity';
import { Actions, ListCard, RowActions, wideCell, type Column } from '../data-table';
import { notify, withPrefix } from '../notify';
import { ServerSwitch } from '../server-switch';
import { useStaffCan } from '../staff-can';
import { useDelete } from '../use-delete';
import { useText } from '../../../lib/text';
import type { Texts } from '../../../../domain/i18n/catalogues';

/** The list's columns, in the panel's words. */
export const productColumns = ({ SELLER_TEXT, SELLER_VET_TEXT, STOCK_SELLER_TEXT }: Texts): Column[] => [
  { label: SELLER_TEXT.image, hidden: true },
  { label: SELLER_TEXT.productName },
  { label: SELLER_VET_TEXT.sku, wide: true },
  { label: SELLER_TEXT.category, wide: true },
  { label: SELLER_TEXT.price },
  { label: SELLER_TEXT.inStock },
  { label: STOCK_SELLER_TEXT.quantity },
  { label: SELLER_TEXT.actions, hidden: true },
];

function Thumb({ product }: { product: Product }) {
  return product.image[0] ? (
    <img
      src={imageUrl(product.image[0], 320)}
      alt=""
      width={56}
      height={56}
      className="h-14 w-14 max-w-none rounded-md border border-slate-200 object-cover"
    />
  ) : (
    <div className="h-14 w-14 rounded-md bg-slate-100" />
  );
}

/** The Rx mark beside a name: the seller sees which products need a prescription. */
function RxMark({ product }: { product: Product }) {
  const { VET_TEXT } = useText();
  return product.rx ? (
    <span className="ml-2 rounded bg-red-50 px-1.5 py-0.5 text-xs font-medium text-red-800">{VET_TEXT.rxCard}</span>
  ) : null;
}

function useProductActions(product: Product, stock: SellerStock | undefined) {
  const { SELLER_TEXT } = useText();
  const revalidator = useRevalidator();
  const may = useStaffCan();
  const setStock = async (inStock: boolean) => {
    const ok = notify(await api('/product/stock', { json: { id: product._id, inStock } }), MSG.stockUpdated);
    if (ok) void revalidator.revalidate(); // the other layout's switch and the stock filter follow
    return ok;
  };
  const remove = useDelete(`/product/${product._id}`, MSG.productDeleted, withPrefix(MSG.productDeleteFailed));
  const actions = {
    editTo: `/seller/editproduct/${product._id}` as const,
    name: product.name,
    question: SELLER_TEXT.deleteProductQuestion(product.name),
    onDelete: may('catalog.write') ? remove : undefined,
  };
  const stockSwitch = may('stock.correct') && (
    <ServerSwitch
      checked={stock?.inStockSwitch ?? product.inStock}
      label={`${SELLER_TEXT.inStock}: ${product.name}`}
      onChange={setStock}
    />
  );
  return { actions, stockSwitch };
}

export function ProductCard({ product, stock }: { product: Product; stock?: SellerStock }) {
  const { SELLER_TEXT, SELLER_VET_TEXT, STOCK_SELLER_TEXT } = useText();
  const { actions, stockSwitch } = useProductActions(product, stock);
  return (
    <ListCard image={<Thumb product={product} />}>
      <p className="font-medium break-words">
        {product.name}
        <RxMark product={product} />
      </p>
      {product.sku && (
        <p className="text-sm text-slate-600">
          {SELLER_VET_TEXT.sku}: <span className="font-mono text-slate-900">{product.sku}</span>
        </p>
      )}
      <p className="text-sm text-slate-600">
        {categoryText(product.category)} ·{' '}
        <span className="whitespace-nowrap text-slate-900">{formatMoney(product.offerPrice)}</span>
      </p>
      <div className="flex items-center gap-2 text-sm text-slate-700">
        {stockSwitch}
        <span aria-hidden="true">{SELLER_TEXT.inStock}</span>
        <span className="ml-auto">
          {STOCK_SELLER_TEXT.quantity}: <StockQuantity stock={stock} />
        </span>
      </div>
      <Actions {...actions} />
    </ListCard>
  );
}

export function ProductRow({ product, stock }: { product: Product; stock?: SellerStock }) {
  const { actions, stockSwitch } = useProductActions(product, stock);
  return (
    <tr className="border-t border-slate-200">
      <td className="py-2 pr-3">
        <Thumb product={product} />
      </td>
      <td className="py-2 pr-3 font-medium">
        {product.name}
        <RxMark product={product} />
      </td>
      <td className={`${wideCell} py-2 pr-3 font-mono whitespace-nowrap text-slate-700`}>{product.sku ?? '—'}</td>
      <td className={`${wideCell} py-2 pr-3 text-slate-600`}>{categoryText(product.category)}</td>
      <td className="py-2 pr-3">{formatMoney(product.offerPrice)}</td>
      <td className="py-2 pr-3">{stockSwitch}</td>
      <td className="py-2 pr-3">
        <StockQuantity stock={stock} />
      </td>
      <RowActions {...actions} />
    </tr>
  );
}
