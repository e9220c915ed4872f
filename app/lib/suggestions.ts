/** The header's suggestions (decision 0046): what is typed, after 150 ms of
 * quiet, read from the /search/suggest resource route by a fetcher (a newer
 * load cancels an older one); answers kept for the page's life so that
 * deleting a letter asks nothing. */
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { SUGGEST_MIN_CHARS } from '../../domain/search-ui-text';

export type Suggestion = { _id: string; name: string; category: string; inStock: boolean };
type Answer = { products?: Suggestion[] };

const DEBOUNCE_MS = 150;
const answers = new Map<string, Suggestion[]>();

export function useSuggestions(query: string): Suggestion[] {
  const fetcher = useFetcher<Answer>();
  const [asked, setAsked] = useState('');
  const q = query.trim();
  const wanted = q.length >= SUGGEST_MIN_CHARS && !answers.has(q);
  const { load } = fetcher;

  useEffect(() => {
    if (!wanted) return;
    const timer = setTimeout(() => {
      setAsked(q);
      void load(`/search/suggest?q=${encodeURIComponent(q)}`);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [q, wanted, load]);

  const last = fetcher.data?.products;
  if (fetcher.state === 'idle' && last && asked) answers.set(asked, last); // the answer to `asked`
  if (q.length < SUGGEST_MIN_CHARS) return [];
  return answers.get(q) ?? last ?? []; // the last answer stays while the next is on its way
}
