import { useEffect } from 'react';
import { toast } from '../lib/toast';
import { useSearchParams } from 'react-router';
import { AppLink } from '../components/app-link';
import { MSG } from '../../domain/messages';
import { cartTotal } from '../../domain/money';
import { PAGE, pageTitle } from '../../domain/storefront-pages';
import { CART_UI } from '../../domain/cart-text';
import { CartLine } from '../components/cart-line';
import { CheckoutPanel } from '../components/checkout-panel';
import { Container, PageTitle } from '../components/page-heading';
import { RouteError } from '../components/route-error';
import { useShop } from '../components/shop-context';
import { requestCart } from '../lib/session.server';
import { cartAction } from '../lib/cart-actions.server';
import { LOGIN_FOR_ADDRESS } from '../lib/notices';
import { seo } from '../lib/seo';
import type { Route } from './+types/cart';

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: pageTitle(PAGE.cart.title), description: PAGE.cart.description, noindex: true });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const cart = requestCart(request, context.user);
  const [products, addresses] = await Promise.all([
    context.services.storefront.productsByIds(Object.keys(cart)),
    context.user ? context.services.addresses.listAddresses(context.user._id) : [],
  ]);
  return { products, addresses };
}

export function action({ request, context }: Route.ActionArgs) {
  return cartAction(request, context);
}

function useNotice() {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    if (params.get('notice') !== LOGIN_FOR_ADDRESS) return;
    toast.error(MSG.addressLoginFirst, { id: LOGIN_FOR_ADDRESS });
    setParams({}, { replace: true });
  }, [params, setParams]);
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { cart } = useShop();
  useNotice();
  const lines = loaderData.products
    .filter((p) => cart[p._id] > 0)
    .map((product) => ({ product, quantity: cart[product._id] }));
  const total = cartTotal(lines.map((l) => ({ offerPrice: l.product.offerPrice, quantity: l.quantity })));

  if (!lines.length) {
    return (
      <Container className="max-w-3xl text-center">
        <PageTitle>{CART_UI.cartTitle}</PageTitle>
        <p className="text-slate-600">{MSG.cartEmpty}</p>
        <AppLink
          to="/products"
          className="mt-6 inline-block rounded-full bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-dull"
        >
          {CART_UI.continueShopping}
        </AppLink>
      </Container>
    );
  }
  return (
    <Container>
      <PageTitle>{CART_UI.cartTitle}</PageTitle>
      <div className="grid gap-8 lg:grid-cols-[1fr_360px]">
        <div>
          <ul className="divide-y divide-slate-200 border-y border-slate-200">
            {lines.map((line) => (
              <CartLine key={line.product._id} product={line.product} quantity={line.quantity} />
            ))}
          </ul>
          <AppLink to="/products" className="mt-4 inline-block text-sm font-semibold text-primary hover:underline">
            ← {CART_UI.continueShopping}
          </AppLink>
        </div>
        <CheckoutPanel
          addresses={loaderData.addresses}
          total={total}
          items={lines.map((l) => ({ product: l.product._id, quantity: l.quantity }))}
          outOfStock={lines.filter((l) => !l.product.inStock).map((l) => l.product.name)}
          hasUnpriced={lines.some((l) => l.product.offerPrice == null)}
          failure={actionData && !actionData.ok ? actionData.message : undefined}
        />
      </div>
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
