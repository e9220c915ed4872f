import type { PAGE_MSG } from '../../domain/i18n/az/messages-page';

/** /add-address sends visitors to /cart with this notice, shown there as a toast (docs/architecture.md §Pages). */
export const LOGIN_FOR_ADDRESS = 'login-for-address';
export const LOGIN_FOR_ADDRESS_URL = `/cart?notice=${LOGIN_FOR_ADDRESS}`;

/** The "choose an address" error toast: dismissed once an address is saved, so it does not linger beside "Ünvan əlavə edildi." */
export const SELECT_ADDRESS = 'select-address';

/** Notices a form action leaves for the page it redirects to (`?notice=key`): the
 * site layout shows them in the page, so they are read without JavaScript too. Each names its
 * words in PAGE_MSG, read in the page's language (useText). */
export const PAGE_NOTICES = {
  'account-deleted': 'accountDeleted',
  'password-reset': 'passwordReset',
  'address-added': 'addressAdded',
  'address-updated': 'addressUpdated',
  'added-to-cart': 'addedToCart',
  'cart-updated': 'cartUpdated',
  'removed-from-cart': 'removedFromCart',
  'order-cancelled': 'orderCancelled',
  'logged-out': 'loggedOut',
} as const satisfies Record<string, keyof typeof PAGE_MSG>;
export type PageNoticeKey = keyof typeof PAGE_NOTICES;

export function noticeUrl(path: string, key: PageNoticeKey): string {
  return `${path}${path.includes('?') ? '&' : '?'}notice=${key}`;
}

export function pageNotice(search: string): keyof typeof PAGE_MSG | null {
  const key = new URLSearchParams(search).get('notice');
  return key && key in PAGE_NOTICES ? PAGE_NOTICES[key as PageNoticeKey] : null;
}

/** The key prefix of a fetcher whose form shows its own refusal (the login form): no notice repeats it. */
export const INLINE_ANSWER = 'inline:';
