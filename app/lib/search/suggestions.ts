/** The header's suggestions (decisions 0046, 0056): what is typed, after 150 ms of
 * quiet, read from the /search/suggest resource route by a fetcher (a newer
 * load cancels an older one); answers kept for the page's life so that
 * deleting a letter asks nothing. */
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { productUrl } from '../../../domain/catalog/categories';
import { SUGGEST_MIN_CHARS } from '../../../domain/shared/limits';
import { contentIn } from '../../../domain/content/content-lang';
import type { Lang } from '../../../domain/i18n/lang';
import { useLang } from '../text';

type ProductAnswer = { _id: string; name: string; nameRu?: string | null; category: string; inStock: boolean };
type Answer = { products?: ProductAnswer[]; substances?: { key: string; name: string }[] };

/** One line of the list: a substance leads to the search for it, a product to its page. */
export type Suggestion = {
  id: string;
  name: string;
  /** 'az': an Azerbaijani name on a Russian page (no Russian one written, issue 36). */
  lang?: 'az';
  href: string;
  substance: boolean;
  inStock: boolean;
};

const DEBOUNCE_MS = 150;
const answers = new Map<string, Suggestion[]>();

function toSuggestions(answer: Answer, lang: Lang): Suggestion[] {
  const substances = (answer.substances ?? []).map((s) => ({
    id: `substance-${s.key}`,
    name: s.name,
    href: `/products?search=${encodeURIComponent(s.name)}`,
    substance: true,
    inStock: true,
  }));
  const products = (answer.products ?? []).map((p): Suggestion => {
    const shown = contentIn(lang, p.name, p.nameRu);
    return { id: p._id, name: shown.text, lang: shown.lang, href: productUrl(p), substance: false, inStock: p.inStock };
  });
  return [...substances, ...products];
}

export function useSuggestions(query: string): Suggestion[] {
  const fetcher = useFetcher<Answer>();
  const lang = useLang();
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

  const last = fetcher.data?.products ? toSuggestions(fetcher.data, lang) : undefined;
  if (fetcher.state === 'idle' && last && asked) answers.set(asked, last); // the answer to `asked`
  if (q.length < SUGGEST_MIN_CHARS) return [];
  return answers.get(q) ?? last ?? []; // the last answer stays while the next is on its way
}
