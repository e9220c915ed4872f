/** One line of the cart: image, name, unit price, quantity selector, line
 * total, remove. An out-of-stock line says why it blocks the order. Both forms
 * post to the cart's action; once hydrated as fetchers, whose form data the
 * cart shows at once (shop-context.tsx). */
import { AppLink } from '../shared/app-link';
import { quantityOptions } from '../../../domain/cart/cart';
import { productUrl } from '../../../domain/catalog/categories';
import { formatMoneyIn } from '../../../domain/shared/format';
import { cartTotal } from '../../../domain/shared/money';
import type { Product } from '../../../domain/shared/types';
import { ProductImage } from '../catalog/product-image';
import { RedirectField } from '../shared/redirect-field';
import { FewLeft } from '../catalog/few-left';
import { MainPhoneLink, useShopSettings } from '../shared/shop-settings';
import { useCartFetcher } from './use-cart-fetcher';
import { useInLang, useLang, useText } from '../../lib/text';
import { useContent } from '../../lib/content';
import type { BuyerPrice } from '../../../domain/trade/types';
import { TradeQuantity } from '../trade/trade-quantity';

/** `product.trade`: a trade buyer's price and rule (issue 33): the line's quantity is then a number field.
 * `expiryFrom`: the earliest expiry the order would deliver ("03.2027"), when known (issue 41). */
export function CartLine({
  product,
  quantity,
  expiryFrom,
}: {
  product: Product & { trade?: BuyerPrice };
  quantity: number;
  expiryFrom?: string;
}) {
  const { RX_TEXT, CART_UI, STOCK_TEXT, UI } = useText();
  const inLang = useInLang();
  const lang = useLang();
  const name = useContent(product.name, product.nameRu);
  const trade = product.trade;
  // two fetchers, each with its own answer; both send through the one queue of cart changes
  const setter = useCartFetcher();
  const remover = useCartFetcher();
  const selectId = `qty-${product._id}`;
  const priced = product.offerPrice != null;
  const { rxMode } = useShopSettings();

  return (
    <li className="flex gap-3 py-4 sm:gap-4" data-testid="cart-line">
      <ProductImage
        name={product.image[0]}
        alt=""
        sizes="96px"
        className="w-20 shrink-0 rounded-xl border border-slate-200 sm:w-24"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <AppLink
            to={productUrl(product)}
            className="line-clamp-2 font-semibold text-slate-900 hover:text-primary"
            lang={name.lang}
          >
            {name.text}
          </AppLink>
          <p className="text-sm text-slate-600">
            {priced ? CART_UI.unitPrice(formatMoneyIn(lang, product.offerPrice)) : formatMoneyIn(lang, null)}
          </p>
          {!product.inStock && <p className="text-sm font-semibold text-red-700">{CART_UI.outOfStockInCart}</p>}
          {product.inStock && product.stockLeft != null && quantity > product.stockLeft && (
            <p className="text-sm font-semibold text-red-700">{STOCK_TEXT.cartTooMany(product.stockLeft)}</p>
          )}
          <FewLeft product={product} />
          {product.inStock && expiryFrom && (
            <p className="text-sm text-slate-700" data-testid="expiry-from">
              {UI.expiryFrom(expiryFrom)}
            </p>
          )}
          {product.rx && rxMode === 'ask' && (
            <p className="text-sm font-semibold text-amber-800">
              {RX_TEXT.askUsCart}: <MainPhoneLink className="whitespace-nowrap text-primary hover:underline" />
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {/* before JavaScript: the select and an "update" button post to the cart's action */}
          {/* a trade buyer's field keeps its min/step for the arrows, but the rule's refusal is the
              server's, in the page's language (the browser's bubble speaks the browser's) */}
          <setter.fetcher.Form
            method="post"
            action={inLang('/cart')}
            className="flex items-center gap-2"
            onSubmit={setter.onSubmit}
            noValidate={Boolean(trade)}
          >
            <input type="hidden" name="intent" value="set" />
            <RedirectField to="/cart" />
            <input type="hidden" name="productId" value={product._id} />
            <label htmlFor={selectId} className="sr-only">
              {CART_UI.quantityOf(name.text)}
            </label>
            {trade ? (
              <TradeQuantity id={selectId} quantity={quantity} rule={trade.rule} onDone={(form) => setter.send(form)} />
            ) : (
              <select
                id={selectId}
                name="quantity"
                value={quantity}
                onChange={(e) => e.currentTarget.form && setter.send(e.currentTarget.form)}
                className="h-10 rounded-lg border border-slate-300 bg-white px-2"
              >
                {quantityOptions(quantity, product.stockLeft).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            )}
            <noscript>
              <button type="submit" className="h-10 rounded-lg border border-slate-300 px-3 text-sm font-semibold">
                {CART_UI.updateQuantity}
              </button>
            </noscript>
          </setter.fetcher.Form>
          {priced ? (
            <p
              className="ml-auto whitespace-nowrap text-right font-bold text-slate-900 sm:min-w-24"
              data-testid="line-total"
            >
              <span className="sr-only">{CART_UI.lineTotal}: </span>
              {formatMoneyIn(lang, cartTotal([{ offerPrice: product.offerPrice, quantity }]))}
            </p>
          ) : (
            <span aria-hidden="true" className="ml-auto sm:min-w-24" />
          )}
          <remover.fetcher.Form method="post" action={inLang('/cart')} onSubmit={remover.onSubmit}>
            <input type="hidden" name="intent" value="remove" />
            <RedirectField to="/cart" />
            <input type="hidden" name="productId" value={product._id} />
            <button
              type="submit"
              aria-label={CART_UI.removeItem(name.text)}
              className="h-10 rounded-lg px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
            >
              {CART_UI.remove}
            </button>
          </remover.fetcher.Form>
        </div>
      </div>
    </li>
  );
}
