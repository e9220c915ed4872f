/** Sessions for the storefront's form actions (forms that work without
 * JavaScript): the same cookie the API sets (docs/architecture.md §Data), written as a header. */
import { parseCookie, stringifySetCookie } from 'cookie';
import type { AppLoadContext } from 'react-router';
import { mergeCarts, type Cart } from '../../domain/cart/cart';
import type { PublicUser } from '../../domain/shared/types';
import { CART_COOKIE, parseCart } from './cart/cart-cookie';

const SESSION_COOKIE = 'sid';
const MAX_AGE = 30 * 24 * 60 * 60;

function cookie(name: string, value: string, maxAge: number, secure: boolean, httpOnly: boolean): string {
  return stringifySetCookie({ name, value, path: '/', maxAge, sameSite: 'lax', httpOnly, secure });
}

/** A cookie of the request, decoded. */
export function requestCookie(request: Request, name: string): string | undefined {
  return parseCookie(request.headers.get('cookie') ?? '')[name];
}

export function visitorCart(request: Request): Cart {
  return parseCart(requestCookie(request, CART_COOKIE));
}

/** The cart of this request: the account's, or the visitor's cookie. */
export function requestCart(request: Request, user: PublicUser | null): Cart {
  return user ? user.cart : visitorCart(request);
}

export function cartCookieHeader(cart: Cart, secure: boolean): string {
  return cookie(CART_COOKIE, JSON.stringify(cart), MAX_AGE, secure, false);
}

/** Starts a session for the account and moves the visitor's cart into it, as the login dialog does. */
export async function startSession(context: AppLoadContext, request: Request, user: PublicUser): Promise<Headers> {
  const headers = new Headers();
  const cart = visitorCart(request);
  if (Object.keys(cart).length) {
    // a visitor's line a trade buyer's rule forbids stays out, the account's as it was (decision 0121)
    await context.services.cart.changeAccountCart(user._id, (account) => mergeCarts(account, cart), 'keep');
    headers.append('set-cookie', cookie(CART_COOKIE, '', 0, context.secureCookies, false));
  }
  const token = await context.services.sessions.createSession({ userId: user._id });
  headers.append('set-cookie', cookie(SESSION_COOKIE, token, MAX_AGE, context.secureCookies, true));
  return headers;
}

export function endSessionHeaders(context: AppLoadContext): Headers {
  return new Headers({ 'set-cookie': cookie(SESSION_COOKIE, '', 0, context.secureCookies, true) });
}

export { safeRedirect } from './safe-redirect';
