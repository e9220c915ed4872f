/** A visitor's cart lives in the `cart` cookie (JSON map id → quantity), so
 * the server renders the badge on first paint. Logged-in users keep theirs
 * on the server. */
import { MAX_LINE_QUANTITY, type Cart } from '../../../domain/cart/cart';

export const CART_COOKIE = 'cart';
// a plain pattern, not domain's zod idSchema: this module is in every page's bundle
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Keeps only well-formed lines of the decoded cookie value, so a tampered cookie cannot break a page or the sync. */
export function parseCart(json: string | undefined): Cart {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== 'object') return {};
    const cart: Cart = {};
    for (const [id, qty] of Object.entries(value)) {
      if (UUID.test(id) && Number.isInteger(qty) && qty > 0) cart[id] = Math.min(qty, MAX_LINE_QUANTITY);
    }
    return cart;
  } catch {
    return {};
  }
}

/** The visitor's cart as the browser holds it. The server reads cookies with the `cookie` package
 * (session.server.ts); this one read of document.cookie stays hand-written so the page bundle carries no parser. */
export function browserCart(): Cart {
  const raw = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${CART_COOKIE}=`))
    ?.slice(CART_COOKIE.length + 1);
  try {
    return parseCart(raw && decodeURIComponent(raw));
  } catch {
    return {}; // a malformed escape
  }
}
