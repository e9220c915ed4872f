/** A fetcher's answer becomes its notice, once. Two ways see an answer, and whichever sees it first
 * shows it (the answer object is the key):
 *   - the fetcher's own component (useAnswerNotice), which React Router keeps the answer for while
 *     it is mounted: the reliable way;
 *   - every fetcher at once (useAnswerNotices, in the shop's provider), for a form gone before its
 *     answer came (a cart line removed, the menu of an account just logged out). useFetchers()
 *     drops a fetcher as it becomes idle, and its state updates are transitions, so on a slow phone
 *     React can skip the one update that carried the answer: "Added to cart" was never shown. */
import { useEffect } from 'react';
import type { useFetchers } from 'react-router';
import { answerNotice, INLINE_ANSWER, type ChangeAnswer } from '../../lib/notices';
import { toast } from '../../lib/toast';
import { useText } from '../../lib/text';

/** `key`: useFetchers() names each fetcher; a useFetcher() of no key of its own is no INLINE_ANSWER form. */
type Fetcher = { key?: string; data?: unknown };
type PageMsg = ReturnType<typeof useText>['PAGE_MSG'];

const shown = new WeakSet<object>();

function showOnce(PAGE_MSG: PageMsg, { key, data }: Fetcher) {
  const answer = data as ChangeAnswer | undefined;
  if (!answer || typeof answer !== 'object' || shown.has(answer)) return;
  shown.add(answer);
  const text = answerNotice(PAGE_MSG, answer);
  if (!text) return;
  // an add that put nothing in is not a success
  if (answer.ok && answer.n === 0) toast.error(text);
  else if (answer.ok) toast.success(text);
  else if (!key?.startsWith(INLINE_ANSWER)) toast.error(text); // a form that shows its refusal itself
}

/** The notice of this fetcher's answer, from the component that owns the fetcher. */
export function useAnswerNotice(fetcher: Fetcher) {
  const { PAGE_MSG } = useText();
  const { key, data } = fetcher;
  useEffect(() => showOnce(PAGE_MSG, { key, data }), [PAGE_MSG, key, data]);
}

/** The notices of every fetcher's answer that reached the page's state. */
export function useAnswerNotices(fetchers: ReturnType<typeof useFetchers>) {
  const { PAGE_MSG } = useText();
  useEffect(() => fetchers.forEach((fetcher) => showOnce(PAGE_MSG, fetcher)), [fetchers, PAGE_MSG]);
}
