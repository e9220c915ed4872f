/** The lists of the panel: a bordered table whose columns can be hidden on
 * a tablet (`wide`) or named for screen readers only (`hidden`). */
import { Children, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ConfirmButton } from './ConfirmButton';
import { SELLER_TEXT } from './texts';

export type Column = { label: string; hidden?: boolean; wide?: boolean; center?: boolean };

/** Classes for a cell of a `wide` column (shown from the lg breakpoint up, hidden on a tablet). */
export const wideCell = 'hidden lg:table-cell';

/** The table of rows, or the `empty` text when there are none. */
export function DataTable({ columns, empty, children }: { columns: Column[]; empty: string; children: ReactNode }) {
  if (Children.count(children) === 0) return <p className="text-slate-600">{empty}</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white px-4">
      <table className="w-full text-left text-sm">
        <thead className="text-slate-600">
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={`py-3 pr-3 font-medium ${c.wide ? wideCell : ''} ${c.center ? 'text-center' : ''}`}>
                {c.hidden ? <span className="sr-only">{c.label}</span> : c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The last cell of a product or news row: edit link and delete behind a confirm. */
export function RowActions({ editTo, name, question, onDelete }: { editTo: string; name: string; question: string; onDelete: () => Promise<unknown> }) {
  return (
    <td className="py-2">
      <div className="flex flex-wrap gap-2">
        <Link to={editTo} aria-label={`${SELLER_TEXT.edit}: ${name}`} className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50">
          {SELLER_TEXT.edit}
        </Link>
        <ConfirmButton label={SELLER_TEXT.delete} ariaLabel={`${SELLER_TEXT.delete}: ${name}`} question={question} onConfirm={onDelete} />
      </div>
    </td>
  );
}
