/** Price and the buy buttons of a product (spec §2): add to cart, or buy
 * now (add, then go to /cart). No buttons without a price or stock. */
import { toast } from '../lib/toast';
import { useNavigate } from 'react-router';
import { formatMoney } from '../../domain/format';
import { PAGE_MSG } from '../../domain/messages-page';
import { SITE } from '../../domain/site';
import { UI } from '../../domain/storefront-text';
import type { Product } from '../../domain/types';
import { useShop } from './shop-context';

export function BuyBox({ product }: { product: Product }) {
  const { addToCart } = useShop();
  const navigate = useNavigate();
  const purchasable = product.inStock && product.offerPrice != null;

  async function add(thenCart: boolean) {
    if (!(await addToCart(product._id))) return;
    if (thenCart) navigate('/cart');
    else toast.success(PAGE_MSG.addedToCart);
  }

  return (
    <div className="mt-6 rounded-2xl border border-slate-200 bg-slate-50 p-5">
      <p className="text-3xl font-bold text-primary" data-testid="price">
        {formatMoney(product.offerPrice)}
      </p>
      <p className={`mt-2 text-sm font-semibold ${product.inStock ? 'text-teal-800' : 'text-red-700'}`}>{product.inStock ? UI.inStock : UI.outOfStock}</p>
      {purchasable ? (
        <div className="mt-5 grid gap-3 sm:grid-cols-2">
          <button type="button" onClick={() => add(false)} className="h-12 rounded-full border-2 border-primary font-semibold text-primary hover:bg-teal-50">
            {UI.addToCart}
          </button>
          <button type="button" onClick={() => add(true)} className="h-12 rounded-full bg-primary font-semibold text-white hover:bg-primary-dull">
            {UI.buyNow}
          </button>
        </div>
      ) : (
        <p className="mt-4 text-sm text-slate-700">
          {product.inStock ? UI.priceOnRequestNote : UI.outOfStockNote}{' '}
          <a href={SITE.phoneHref} className="whitespace-nowrap font-semibold text-primary hover:underline">
            {SITE.phone}
          </a>
        </p>
      )}
    </div>
  );
}
