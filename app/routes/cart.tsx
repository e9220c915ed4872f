import { useEffect, useLayoutEffect, useRef } from 'react';
import { toast } from '../lib/toast';
import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { AppLink } from '../components/shared/app-link';
import { cartTotal } from '../../domain/shared/money';
import { CartLine } from '../components/cart/cart-line';
import { CheckoutPanel } from '../components/cart/checkout-panel';
import { QuickOrderLinks } from '../components/trade/quick-order-links';
import { Container, PageTitle } from '../components/shared/page-heading';
import { RouteError } from '../components/shared/route-error';
import { useShop } from '../components/shared/shop-context';
import { requestCart } from '../lib/session.server';
import { cartAction } from '../lib/cart/cart-actions.server';
import { buyerPrices } from '../lib/trade/trade-prices.server';
import { zoneForAddress } from '../../domain/delivery/zone-match';
import { LOGIN_FOR_ADDRESS } from '../lib/notices';
import { seo, errorMeta } from '../lib/seo';
import { pageLoader } from '../lib/http.server';
import { pageText } from '../lib/text.server';
import type { Route } from './+types/cart';
import { Banner, buttonClass } from '../components/shared/ui';
import { textsOf, useLang, useText } from '../lib/text';
import { textIn } from '../../domain/content/content-lang';
import { withBuyerPrices } from '../../domain/trade/types';
import { cartExpiries } from '../lib/cart/cart-expiries.server';

export function meta(args: Route.MetaArgs) {
  if (args.error) return errorMeta();
  const { PAGE } = textsOf(args.matches);
  return seo(args, { title: PAGE.title(PAGE.cart.title), description: PAGE.cart.description, noindex: true });
}

export const loader = pageLoader(async ({ request, context }: Route.LoaderArgs) => {
  const cart = requestCart(request, context.user);
  const [products, addresses, delivery] = await Promise.all([
    context.services.storefront.productsByIds(Object.keys(cart)),
    context.user ? context.services.addresses.listAddresses(context.user._id) : [],
    context.services.settings.getDelivery(),
  ]);
  // a customer's order form carries a token of its own: posted twice, it places one order (decision 0079)
  // each address's zone read on the server (decision 0078): the place tables stay out of the browser
  const addressZones = Object.fromEntries(
    addresses.map((a) => [a._id, zoneForAddress(delivery.zones, a)?._id ?? null]),
  );
  // trade customers (issue 33): what this buyer pays at each line's quantity; retail unchanged
  const prices = await buyerPrices(context, products, cart);
  // issue 34: the buyer's payment terms, so the checkout offers what applies
  const credit = await context.services.checkoutPayment.buyerCredit(context.user?._id);
  return {
    expiries: await cartExpiries(context.services.expiryShown, products),
    products: withBuyerPrices(products, prices),
    addresses,
    delivery,
    addressZones,
    credit,
    orderToken: context.user ? crypto.randomUUID() : null,
    signedIn: Boolean(context.user),
    text: pageText(request, [
      'CART_UI',
      'RX_TEXT',
      'RX_MESSAGES',
      'DELIVERY_UI',
      'PAYMENT_LABELS',
      'PAYMENT_UI',
      'DELIVERY_AGREE',
      'ADDRESS_PLACE',
      'STOCK_TEXT',
      'ACCOUNT_MSG',
    ]),
  };
});

export const action = cartAction;

/** After any of the cart's forms, even a refused order: a product may have gone out of stock meanwhile. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return Boolean(formMethod) || defaultShouldRevalidate;
}

function useNotice() {
  const { ACCOUNT_MSG } = useText();
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    if (params.get('notice') !== LOGIN_FOR_ADDRESS) return;
    toast.error(ACCOUNT_MSG.addressLoginFirst, { id: LOGIN_FOR_ADDRESS });
    setParams({}, { replace: true });
  }, [params, setParams, ACCOUNT_MSG]);
}

/** When a line disappears with the focus in it: the next line's selector, else the previous one's, else the heading. */
function useFocusAfterRemoval(ids: string[]) {
  const before = useRef(ids);
  useLayoutEffect(() => {
    const previous = before.current;
    before.current = ids;
    if (document.activeElement !== document.body || ids.length >= previous.length) return;
    const gone = previous.findIndex((id) => !ids.includes(id));
    const neighbour =
      previous.slice(gone + 1).find((id) => ids.includes(id)) ??
      previous.slice(0, gone).findLast((id) => ids.includes(id));
    (neighbour ? document.getElementById(`qty-${neighbour}`) : document.querySelector<HTMLElement>('main h1'))?.focus();
  });
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { CART_UI, FORM_MSG } = useText();
  const lang = useLang();
  const { cart } = useShop();
  useNotice();
  const lines = loaderData.products
    .filter((p) => cart[p._id] > 0)
    .map((product) => ({ product, quantity: cart[product._id] }));
  useFocusAfterRemoval(lines.map((l) => l.product._id));
  const total = cartTotal(lines.map((l) => ({ offerPrice: l.product.offerPrice, quantity: l.quantity })));
  const refused = actionData && !actionData.ok ? actionData : undefined;
  // a refused order shows in the checkout panel; a refused cart change (posted without JavaScript) above it
  const orderRefused = refused && 'intent' in refused && refused.intent === 'order' ? refused : undefined;
  const changeRefused = refused !== orderRefused ? refused?.message : undefined;
  const changeBanner = changeRefused && <Banner className="mb-6">{changeRefused}</Banner>;

  if (!lines.length) {
    return (
      <Container className="max-w-3xl text-center">
        <PageTitle>{CART_UI.cartTitle}</PageTitle>
        {changeBanner}
        <p className="text-slate-600">{FORM_MSG.cartEmpty}</p>
        <AppLink to="/products" className={buttonClass('primary', 'mt-6')}>
          {CART_UI.continueShopping}
        </AppLink>
        {loaderData.signedIn && <QuickOrderLinks className="mt-6 justify-center" />}
      </Container>
    );
  }
  return (
    <Container>
      <PageTitle>{CART_UI.cartTitle}</PageTitle>
      {changeBanner}
      <div className="grid gap-8 lg:grid-cols-[1fr_360px]">
        <div>
          <ul className="divide-y divide-slate-200 border-y border-slate-200">
            {lines.map((line) => (
              <CartLine
                key={line.product._id}
                product={line.product}
                quantity={line.quantity}
                expiryFrom={loaderData.expiries[line.product._id]}
              />
            ))}
          </ul>
          <AppLink to="/products" className="mt-4 inline-block text-sm font-semibold text-primary hover:underline">
            ← {CART_UI.continueShopping}
          </AppLink>
          {loaderData.signedIn && <QuickOrderLinks className="mt-4 text-sm" />}
        </div>
        <CheckoutPanel
          addresses={loaderData.addresses}
          total={total}
          outOfStock={lines
            .filter((l) => !l.product.inStock)
            .map((l) => textIn(lang, l.product.name, l.product.nameRu))}
          hasUnpriced={lines.some((l) => l.product.offerPrice == null)}
          failure={orderRefused?.message}
          values={orderRefused && 'values' in orderRefused ? orderRefused.values : undefined}
          delivery={loaderData.delivery}
          orderToken={loaderData.orderToken}
          addressZones={loaderData.addressZones}
          credit={loaderData.credit}
          rxNames={lines.filter((l) => l.product.rx).map((l) => textIn(lang, l.product.name, l.product.nameRu))}
        />
      </div>
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
