/** The product list's "export what is filtered" links (issue 24 item 5), below the list: the same
 * filters as the list, as CSV or .xlsx from /api/catalog/export. */
import { useText } from '../../lib/text';

type Filters = { search: string; category: string; stock: string; species?: string; substance?: string; rx?: string };

export function exportHref(filters: Filters, format: 'csv' | 'xlsx'): string {
  const params = new URLSearchParams({ format });
  if (filters.search) params.set('search', filters.search);
  if (filters.category) params.set('category', filters.category);
  if (filters.stock) params.set('inStock', String(filters.stock === 'in'));
  for (const key of ['species', 'substance', 'rx'] as const) if (filters[key]) params.set(key, filters[key]);
  return `/api/catalog/export?${params}`;
}

export function ExportLinks({ filters }: { filters: Filters }) {
  const { IMPORT_TEXT: T } = useText();
  const link = 'text-sm font-medium text-primary-dull hover:underline';
  return (
    <p className="mt-6 flex flex-wrap gap-4">
      <span className="text-sm text-slate-600">{T.exportFiltered}</span>
      <a className={link} href={exportHref(filters, 'csv')} download>
        {T.exportCsv}
      </a>
      <a className={link} href={exportHref(filters, 'xlsx')} download>
        {T.exportXlsx}
      </a>
    </p>
  );
}
