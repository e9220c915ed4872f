import { PAGE_MSG as MSG } from '../../domain/messages-page';
import { addedShortText } from '../../domain/stock-text';

/** /add-address sends visitors to /cart with this notice, shown there as a toast (docs/architecture.md §Pages). */
export const LOGIN_FOR_ADDRESS = 'login-for-address';
export const LOGIN_FOR_ADDRESS_URL = `/cart?notice=${LOGIN_FOR_ADDRESS}`;

/** The "choose an address" error toast: dismissed once an address is saved, so it does not linger beside "Ünvan əlavə edildi." */
export const SELECT_ADDRESS = 'select-address';

/** Notices a form action leaves for the page it redirects to (`?notice=key`): the
 * site layout shows them in the page, so they are read without JavaScript too. */
export const PAGE_NOTICES = {
  'account-deleted': MSG.accountDeleted,
  'password-reset': MSG.passwordReset,
  'address-added': MSG.addressAdded,
  'address-updated': MSG.addressUpdated,
  'added-to-cart': MSG.addedToCart,
  'cart-updated': MSG.cartUpdated,
  'cart-limited': MSG.cartLimited,
  'removed-from-cart': MSG.removedFromCart,
  'order-cancelled': MSG.orderCancelled,
  'logged-out': MSG.loggedOut,
} as const;
export type PageNoticeKey = keyof typeof PAGE_NOTICES;

/** Notices that may carry a count (`?notice=key&n=3`): an add cut short says how many went in. */
const COUNTED_NOTICES: Partial<Record<PageNoticeKey, (n: number) => string>> = {
  'cart-limited': addedShortText,
};

export function noticeUrl(path: string, key: PageNoticeKey, n?: number): string {
  return `${path}${path.includes('?') ? '&' : '?'}notice=${key}${n === undefined ? '' : `&n=${n}`}`;
}

/** A notice's words, with its count where it has one. */
export function noticeText(key: string | null | undefined, n?: number | null): string | null {
  if (!key || !(key in PAGE_NOTICES)) return null;
  const counted = COUNTED_NOTICES[key as PageNoticeKey];
  return counted && Number.isSafeInteger(n) && n! >= 0 ? counted(n!) : PAGE_NOTICES[key as PageNoticeKey];
}

export function pageNotice(search: string): string | null {
  const params = new URLSearchParams(search);
  const n = params.get('n');
  return noticeText(params.get('notice'), n === null || !/^\d{1,4}$/.test(n) ? null : Number(n));
}

/** A fetcher's answer to a change: its notice (with its count) or its message. */
export type ChangeAnswer = { ok?: boolean; notice?: PageNoticeKey; n?: number; message?: string };
export const answerNotice = (answer: ChangeAnswer): string | null =>
  (answer.notice ? noticeText(answer.notice, answer.n) : answer.message) ?? null;

/** The key prefix of a fetcher whose form shows its own refusal (the login form): no notice repeats it. */
export const INLINE_ANSWER = 'inline:';
