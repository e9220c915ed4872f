/** Previous / next links of a paged product list; other query parameters
 * (the search) are kept. Nothing is shown for a single page. */
import { Link, useLocation } from 'react-router';
import { UI } from '../../domain/storefront-text';

function pageHref(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const query = params.toString();
  return query ? `?${query}` : '?';
}

const linkClass = 'rounded-full border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:border-primary hover:text-primary';

export function Pagination({ page, pages }: { page: number; pages: number }) {
  const { search } = useLocation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={UI.pages} className="mt-10 flex items-center justify-center gap-3">
      {page > 1 && (
        <Link to={pageHref(search, page - 1)} rel="prev" className={linkClass}>
          {UI.previousPage}
        </Link>
      )}
      <span className="px-2 text-sm text-slate-600" aria-current="page">
        {UI.pageOf(page, pages)}
      </span>
      {page < pages && (
        <Link to={pageHref(search, page + 1)} rel="next" className={linkClass}>
          {UI.nextPage}
        </Link>
      )}
    </nav>
  );
}
