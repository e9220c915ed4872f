/** Previous / next links of a keyset-paged list (domain/shared/paging.ts), with the
 * total between them; other query parameters (search, filters) are kept.
 * Nothing is shown when everything fits on one page. One component for the
 * storefront and the seller panel. */
import { useLocation } from 'react-router';
import { AppLink, type AppPath } from './app-link';
import { pageHref } from '../../../domain/shared/paging';
import { useLang, useText } from '../../lib/text';

/** `byPage`: `next` and `prev` are page numbers (a ranked search), not cursors. */
export type PagingLinks = {
  total: number;
  totalCapped?: boolean;
  next: string | null;
  prev: string | null;
  byPage?: boolean;
};

const linkClass =
  'rounded-full border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:border-primary hover:text-primary';

export function Pagination({ paging, className = 'mt-10' }: { paging: PagingLinks; className?: string }) {
  const { pathname, search } = useLocation();
  const { PAGING } = useText(); // sent by the list's loader (the seller layout's too)
  const group = useLang() === 'ru' ? '\u00a0' : '.';
  if (!paging.next && !paging.prev) return null;
  const total = `${String(paging.total).replace(/\B(?=(\d{3})+(?!\d))/g, group)}${paging.totalCapped ? '+' : ''}`;
  return (
    <nav aria-label={PAGING.nav} className={`${className} flex flex-wrap items-center justify-center gap-3`}>
      {paging.prev && (
        <AppLink
          to={`${pathname as AppPath}${pageHref(search, paging.byPage ? { page: paging.prev } : { before: paging.prev })}`}
          rel="prev"
          className={linkClass}
        >
          {PAGING.previous}
        </AppLink>
      )}
      {paging.total >= 0 && <span className="px-2 text-sm text-slate-600">{PAGING.total(total)}</span>}
      {paging.next && (
        <AppLink
          to={`${pathname as AppPath}${pageHref(search, paging.byPage ? { page: paging.next } : { after: paging.next })}`}
          rel="next"
          className={linkClass}
        >
          {PAGING.next}
        </AppLink>
      )}
    </nav>
  );
}
