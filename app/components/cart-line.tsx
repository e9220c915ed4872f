/** One line of the cart: image, name, unit price, quantity selector, remove. */
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { quantityOptions } from '../../domain/cart';
import { productUrl } from '../../domain/categories';
import { formatMoney } from '../../domain/format';
import { MSG } from '../../domain/messages';
import { UI } from '../../domain/storefront-text';
import type { Product } from '../../domain/types';
import { ProductImage } from './product-image';
import { useShop } from './shop-context';

export function CartLine({ product, quantity }: { product: Product; quantity: number }) {
  const { setQuantity } = useShop();
  const selectId = `qty-${product._id}`;

  async function change(next: number, message: string) {
    if (await setQuantity(product._id, next)) toast.success(message);
  }

  return (
    <li className="flex gap-3 py-4 sm:gap-4">
      <ProductImage name={product.image[0]} alt="" sizes="96px" className="w-20 shrink-0 rounded-xl border border-slate-200 sm:w-24" />
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <Link to={productUrl(product)} className="line-clamp-2 font-semibold text-slate-900 hover:text-primary">
            {product.name}
          </Link>
          <p className="text-sm text-slate-600">{formatMoney(product.offerPrice)}</p>
          {!product.inStock && <p className="text-sm font-semibold text-red-700">{UI.outOfStock}</p>}
        </div>
        <div className="flex items-center gap-3">
          <label htmlFor={selectId} className="sr-only">
            {UI.quantityOf(product.name)}
          </label>
          <select
            id={selectId}
            value={quantity}
            onChange={(e) => change(Number(e.target.value), MSG.cartUpdated)}
            className="h-10 rounded-lg border border-slate-300 bg-white px-2"
          >
            {quantityOptions(quantity).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <button
            type="button"
            onClick={() => change(0, MSG.removedFromCart)}
            aria-label={UI.removeItem(product.name)}
            className="h-10 rounded-lg px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
          >
            {UI.remove}
          </button>
        </div>
      </div>
    </li>
  );
}
