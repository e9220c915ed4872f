/** The header's suggestions (decision 0046): what is typed, debounced, asked
 * of /api/search/suggest (an older question is cancelled), answers kept for
 * the page's life so that deleting a letter asks nothing. */
import { useEffect, useState } from 'react';
import { SUGGEST_MIN_CHARS } from '../../domain/search-ui-text';

export type Suggestion = { _id: string; name: string; category: string; inStock: boolean };

const DEBOUNCE_MS = 150;
const answers = new Map<string, Suggestion[]>();

export function useSuggestions(query: string): Suggestion[] {
  const [found, setFound] = useState<{ items: Suggestion[] }>({ items: [] });
  const q = query.trim();

  useEffect(() => {
    if (q.length < SUGGEST_MIN_CHARS || answers.has(q)) return;
    const abort = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const res = await fetch(`/api/search/suggest?q=${encodeURIComponent(q)}`, { signal: abort.signal });
        if (!res.ok) return;
        const items = ((await res.json()) as { products: Suggestion[] }).products;
        answers.set(q, items);
        setFound({ items }); // a newer query's effect aborted this one before it could land
      } catch {
        // cancelled or offline: the form still searches on Enter
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [q]);

  if (q.length < SUGGEST_MIN_CHARS) return [];
  return answers.get(q) ?? found.items; // the last answer stays while the next is on its way
}
