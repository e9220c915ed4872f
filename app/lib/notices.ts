import type { PAGE_MSG as AZ_PAGE_MSG } from '../../domain/i18n/az/messages-page';
import type { Text } from '../../domain/i18n/catalogue';

/** PAGE_MSG as a page reads it (useText), in the page's language. */
type PageMsg = Text<typeof AZ_PAGE_MSG>;

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
  'cart-limited': 'cartLimited',
  'removed-from-cart': 'removedFromCart',
  'order-cancelled': 'orderCancelled',
  'logged-out': 'loggedOut',
  'list-deleted': 'listDeleted',
} as const satisfies Record<string, keyof typeof AZ_PAGE_MSG>;
export type PageNoticeKey = keyof typeof PAGE_NOTICES;

/** Notices that may carry a count (`?notice=key&n=3`): an add cut short says how many went in. */
const COUNTED_NOTICES: Partial<Record<PageNoticeKey, 'addedShort'>> = {
  'cart-limited': 'addedShort',
};

export function noticeUrl(path: string, key: PageNoticeKey, n?: number): string {
  return `${path}${path.includes('?') ? '&' : '?'}notice=${key}${n === undefined ? '' : `&n=${n}`}`;
}

/** A notice's words in the page's language (`PAGE_MSG` of useText), with its count where it has one. */
export function noticeText(msg: PageMsg, key: string | null | undefined, n?: number | null): string | null {
  if (!key || !(key in PAGE_NOTICES)) return null;
  const counted = COUNTED_NOTICES[key as PageNoticeKey];
  return counted && Number.isSafeInteger(n) && n! >= 0 ? msg[counted](n!) : msg[PAGE_NOTICES[key as PageNoticeKey]];
}

export function pageNotice(msg: PageMsg, search: string): string | null {
  const params = new URLSearchParams(search);
  const n = params.get('n');
  return noticeText(msg, params.get('notice'), n === null || !/^\d{1,4}$/.test(n) ? null : Number(n));
}

/** A fetcher's answer to a change: its notice (with its count) or its message. */
export type ChangeAnswer = { ok?: boolean; notice?: PageNoticeKey; n?: number; message?: string };
export const answerNotice = (msg: PageMsg, answer: ChangeAnswer): string | null =>
  (answer.notice ? noticeText(msg, answer.notice, answer.n) : answer.message) ?? null;

/** The key prefix of a fetcher whose form shows its own refusal (the login form): no notice repeats it. */
export const INLINE_ANSWER = 'inline:';
