/** Price and the buy buttons of a product (docs/architecture.md §Pages): a quantity (1–9), add to
 * cart, or buy now (add, then go to /cart). No buttons without a price or stock. */
import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import { formatMoneyIn } from '../../../domain/shared/format';
import { MainPhoneLink, useShopSettings } from '../shared/shop-settings';
import type { Product } from '../../../domain/shared/types';
import { AddToCartForm } from '../cart/add-to-cart-form';
import { Button } from '../shared/ui';
import { FewLeft } from './few-left';
import { quantityOptions } from '../../../domain/cart/cart';
import { useLang, useText } from '../../lib/text';
import type { BuyerPrice } from '../../../domain/trade/types';
import { firstQuantity } from '../../../domain/trade/quantity-rules';

// a trade buyer's price block, fetched only for them: other visitors' first load does not carry it
// (the server renders it whole; React hydrates it when it arrives; decision 0085)
const TradePrice = lazyPart(() => import('../trade/trade-price').then((m) => ({ default: m.TradePrice })));

/** `trade`: a trade buyer's price and rule (issue 33); absent for everyone else. `expiryFrom`: the
 * earliest expiry the customer will receive ("03.2027"), when it is known (issue 41). */
export function BuyBox({
  product,
  trade,
  expiryFrom,
}: {
  product: Product;
  trade?: BuyerPrice | null;
  expiryFrom?: string | null;
}) {
  const lang = useLang();
  const { UI } = useText();
  // "ask us" mode (decision 0053): a prescription-only item is shown, never added to a cart
  const { rxMode } = useShopSettings();
  const askUs = product.rx && rxMode === 'ask';
  const price = trade ? trade.price : product.offerPrice;
  const purchasable = product.inStock && price != null && !askUs;
  return (
    <div className="buy-box" data-testid="buy-box">
      {trade ? (
        <Suspense fallback={null}>
          <TradePrice trade={trade} />
        </Suspense>
      ) : (
        <p className="text-3xl font-bold text-primary" data-testid="price">
          {formatMoneyIn(lang, product.offerPrice)}
        </p>
      )}
      <p className={`mt-2 text-sm font-semibold ${product.inStock ? 'text-teal-800' : 'text-red-700'}`}>
        {product.inStock ? UI.inStock : UI.outOfStock}
      </p>
      <FewLeft product={product} />
      {product.inStock && expiryFrom && (
        <p className="mt-1 text-sm text-slate-700" data-testid="expiry-from">
          {UI.expiryFrom(expiryFrom)}
        </p>
      )}
      {purchasable ? (
        <AddToCartForm productId={product._id} className="buy-box-form">
          <div>
            <label htmlFor="buy-quantity" className="block text-sm font-medium text-slate-700">
              {UI.quantity}
            </label>
            {trade ? (
              // a trade buyer's quantity: a number field that follows the rule (minimum, box, maximum)
              <input
                id="buy-quantity"
                name="quantity"
                type="number"
                inputMode="numeric"
                min={firstQuantity(trade.rule)}
                step={trade.rule.increment ?? 1}
                max={trade.rule.maximum ?? product.stockLeft ?? undefined}
                defaultValue={firstQuantity(trade.rule)}
                className="buy-quantity"
              />
            ) : (
              <select id="buy-quantity" name="quantity" defaultValue="1" className="buy-quantity">
                {quantityOptions(1, product.stockLeft).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            )}
          </div>
          <Button type="submit" name="intent" value="add" variant="secondary" className="h-12">
            {UI.addToCart}
          </Button>
          <Button type="submit" name="intent" value="buy" variant="primary" className="h-12">
            {UI.buyNow}
          </Button>
        </AddToCartForm>
      ) : askUs ? (
        <div className="mt-4" data-testid="rx-ask-us">
          <h2 className="text-base font-bold text-slate-900">{UI.rxAskUsTitle}</h2>
          <p className="mt-1 text-sm text-slate-700">
            {UI.rxAskUsNote} <MainPhoneLink className="whitespace-nowrap font-semibold text-primary hover:underline" />
          </p>
        </div>
      ) : (
        <p className="mt-4 text-sm text-slate-700">
          {product.inStock ? UI.priceOnRequestNote : UI.outOfStockNote} <MainPhoneLink />
        </p>
      )}
    </div>
  );
}
