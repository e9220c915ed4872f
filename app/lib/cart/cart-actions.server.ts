/** The cart's action (POST /cart), for its forms with and without JavaScript:
 * add, buy, set a quantity, remove (domain/cart/cart.ts changeCart), and place the
 * order from the cart the server holds, checked by the API's own schema. A
 * visitor's cart stays in its cookie, an account's on the server. */
import { redirect, type AppLoadContext } from 'react-router';
import { CART_CHANGES, changeCart, type Cart } from '../../../domain/cart/cart';
import { MSG } from '../../../domain/shared/messages';
import { isId, orderCreateSchema } from '../../../domain/shared/schemas';
import type { PublicUser } from '../../../domain/shared/types';
import { MAX_PAGE_FORM_BYTES } from '../../../domain/shared/limits';
import { MAX_IMAGE_BYTES } from '../../../domain/catalog/images';
import { changed, formAction, orFail, refuse, type Fields, type Files } from '../form-action.server';
import type { PageNoticeKey } from '../notices';
import { cartCookieHeader, visitorCart } from '../session.server';
import { requestLang } from '../text.server';

type Args = { request: Request; context: AppLoadContext };

/** The cart page's order token: a UUID its loader made for this one form (decision 0079). */
const isOrderToken = (value: string | undefined): value is string => isId(value ?? '');

/** The order form with a prescription photo (decision 0053): the photo's own bound beside the text's. */
const MAX_ORDER_FORM_BYTES = MAX_IMAGE_BYTES + MAX_PAGE_FORM_BYTES;

async function placeOrder({ request, context }: Args, user: PublicUser, fields: Fields, files: Files): Promise<never> {
  const items = Object.entries(user.cart).map(([product, quantity]) => ({ product, quantity }));
  // `zone`: only for an address whose city/district names none (issue 25); the prescription only for Rx items
  const parsed = orderCreateSchema.safeParse({
    items,
    address: fields.address ?? '',
    zone: fields.zone || undefined,
    // issue 34: the method the checkout offered and the buyer picked; none, the zone's
    paymentMethod: fields.paymentMethod || undefined,
    // sent by the checkout's prescription step only (a cart holding an Rx item)
    prescription:
      fields.vetName !== undefined || fields.clinic !== undefined
        ? { vetName: fields.vetName ?? '', clinic: fields.clinic ?? '' }
        : undefined,
  });
  if (!parsed.success) refuse(400, parsed.error.issues[0].message, fields, { intent: 'order' });
  // placed once (decision 0079): the cart as the database holds it, its row locked; a second post of
  // the same form (a double click before JavaScript) carries the same token and ends on the first order
  const key = isOrderToken(fields.orderToken)
    ? { scope: 'page' as const, key: fields.orderToken, fingerprint: '', wait: true }
    : undefined;
  const { order } = await orFail(
    () =>
      context.services.checkout.checkoutOnce(
        context.checkoutConfig,
        user._id,
        parsed.data,
        context.origin,
        files.prescriptionPhoto,
        { key, fromCart: true, lang: requestLang(request) }, // the e-mails speak the page's language
      ),
    fields,
    { intent: 'order' },
  );
  throw redirect(`/my-orders/${order._id}?placed=1`);
}

const NOTICE: Record<string, PageNoticeKey> = {
  add: 'added-to-cart',
  buy: 'added-to-cart',
  remove: 'removed-from-cart',
};

export const cartAction = formAction(
  async ({ request, context }: Args, fields, files) => {
    const user = context.user;
    if (fields.intent === 'order') {
      if (!user) throw redirect('/login?redirectTo=/cart');
      return placeOrder({ request, context }, user, fields, files);
    }
    if (!isId(fields.productId ?? '')) refuse(400, MSG.productNotFound, fields, { intent: fields.intent });
    const id = fields.productId.toLowerCase();
    const carts = context.services.cart;
    // trade customers (issue 33): a quantity outside the buyer's rule is refused with its message
    if (user) {
      const wanted = changeCart(user.cart, fields)[id] ?? 0;
      await orFail(() => context.services.tradePricing.checkCartQuantity(user._id, id, wanted), fields, {
        intent: fields.intent,
      });
    }
    let asked = 0; // the line as the form asked for it, before the cut to what may be sold
    let before = 0; // the line before this change (an add's count)
    const ask = (cart: Cart) => {
      const next = changeCart(cart, fields);
      [before, asked] = [cart[id] ?? 0, next[id] ?? 0];
      return next;
    };
    const saved = user
      ? // applied to the cart the database holds now, not the one this request read (another tab's change)
        await carts.changeAccountCart(user._id, ask)
      : await carts.capCart(ask(visitorCart(request))); // a visitor's line stops at what is left too
    const added = fields.intent === 'add' || fields.intent === 'buy';
    // a product deleted since the page was shown: capCart dropped it, and "added" would be untrue
    if (added && !saved[id]) refuse(404, MSG.productNotFound, fields, { intent: fields.intent });
    // cut to what may be sold online (decision 0087), or an add stopped by the line's ceiling:
    // an add says how many it put in (issue 32 item 11), never how many are left
    const n = added ? Math.max(0, saved[id] - before) : undefined;
    const short = n !== undefined && n < changeCart({}, fields)[id];
    const limited = (saved[id] && saved[id] < asked) || short;
    const notice = limited
      ? 'cart-limited'
      : saved[id]
        ? (NOTICE[fields.intent] ?? 'cart-updated')
        : 'removed-from-cart';
    const to = fields.intent === 'buy' ? '/cart' : undefined;
    const count = limited ? n : undefined;
    if (user) return changed(fields, notice, { to, n: count });
    return changed(fields, notice, {
      to,
      n: count,
      headers: { 'set-cookie': cartCookieHeader(saved, context.secureCookies) },
    });
  },
  [...CART_CHANGES, 'order'],
  MAX_ORDER_FORM_BYTES,
);
