/** A visitor's cart lives in the `cart` cookie (JSON map id → quantity), so
 * the server renders the badge on first paint. Logged-in users keep theirs
 * on the server. */
import { MAX_LINE_QUANTITY, type Cart } from '../../domain/cart';
import type { PublicUser } from '../../domain/types';

export const CART_COOKIE = 'cart';
const MAX_AGE_SECONDS = 60 * 60 * 24 * 30;
// a plain pattern, not domain's zod idSchema: this module is in every page's bundle
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Keeps only well-formed lines, so a tampered cookie cannot break a page or the sync. */
export function parseCart(raw: string | undefined | null): Cart {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
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

function cookieValue(header: string | null, name: string): string | undefined {
  return header
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/** The cart of this request: the account's, or the visitor's cookie. */
export function requestCart(request: Request, user: PublicUser | null): Cart {
  return user ? user.cart : parseCart(cookieValue(request.headers.get('cookie'), CART_COOKIE));
}

/** The visitor's cart as the browser holds it. */
export function browserCart(): Cart {
  return parseCart(cookieValue(document.cookie, CART_COOKIE));
}

export function saveCartCookie(cart: Cart): void {
  document.cookie = `${CART_COOKIE}=${encodeURIComponent(JSON.stringify(cart))}; path=/; max-age=${MAX_AGE_SECONDS}; samesite=lax`;
}

export function clearCartCookie(): void {
  document.cookie = `${CART_COOKIE}=; path=/; max-age=0; samesite=lax`;
}
