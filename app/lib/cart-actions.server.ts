/** The cart's form action (POST /cart): add, set a quantity, remove, place the
 * order. It serves the forms posted before JavaScript has loaded (or without
 * it); once hydrated, the same forms call the JSON API instead. A visitor's
 * cart stays in its cookie, an account's on the server, as with JavaScript. */
import { redirect, type AppLoadContext } from 'react-router';
import { MAX_LINE_QUANTITY, type Cart } from '../../domain/cart';
import { MSG } from '../../domain/messages';
import { isId } from '../../domain/schemas';
import { formFields, handleForm, orFail } from './form-action.server';
import { noticeUrl, type PageNoticeKey } from './notices';
import { safeRedirect } from './safe-redirect';
import { cartCookieHeader, visitorCart } from './session.server';

const quantityOf = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= MAX_LINE_QUANTITY ? n : fallback;
};

export async function cartAction(request: Request, context: AppLoadContext) {
  return handleForm(async () => {
    const fields = await formFields(request);
    const user = context.user;
    const back = safeRedirect(fields.redirectTo, '/cart');

    if (fields.intent === 'order') {
      if (!user) throw redirect('/login?redirectTo=/cart');
      const items = Object.entries(user.cart).map(([product, quantity]) => ({ product, quantity }));
      if (!isId(fields.address ?? '')) return { ok: false as const, intent: 'order', message: MSG.selectAddress };
      if (!items.length) return { ok: false as const, intent: 'order', message: MSG.cartEmpty };
      const input = { items, address: fields.address.toLowerCase() };
      const order = await orFail(
        () => context.services.checkout.checkout(context.checkoutConfig, user._id, input, context.origin),
        fields,
        { intent: 'order' },
      );
      throw redirect(`/my-orders/${order._id}?placed=1`);
    }

    const productId = (fields.productId ?? '').toLowerCase();
    if (!isId(productId)) return { ok: false as const, intent: fields.intent, message: MSG.productNotFound };
    const cart: Cart = { ...(user ? user.cart : visitorCart(request)) };
    let notice: PageNoticeKey = 'cart-updated';
    let to = back;
    if (fields.intent === 'add' || fields.intent === 'buy') {
      cart[productId] = Math.min(
        MAX_LINE_QUANTITY,
        (cart[productId] ?? 0) + Math.max(1, quantityOf(fields.quantity, 1)),
      );
      notice = 'added-to-cart';
      if (fields.intent === 'buy') to = '/cart';
    } else if (fields.intent === 'remove' || quantityOf(fields.quantity, 1) === 0) {
      delete cart[productId];
      notice = 'removed-from-cart';
    } else {
      cart[productId] = quantityOf(fields.quantity, cart[productId] ?? 1);
    }
    const target = noticeUrl(to, notice);
    if (user) {
      await context.services.cart.updateCart(user._id, cart);
      throw redirect(target);
    }
    throw redirect(target, { headers: { 'set-cookie': cartCookieHeader(cart, context.secureCookies) } });
  });
}
