/** The lists of the panel: a bordered table whose columns can be hidden on
 * a tablet (`wide`) or named for screen readers only (`hidden`). */
import type { ReactNode } from 'react';

export type Column = { label: string; hidden?: boolean; wide?: boolean; center?: boolean };

/** Classes for a cell of a `wide` column (shown from the lg breakpoint up, hidden on a tablet). */
export const wideCell = 'hidden lg:table-cell';

export function DataTable({ columns, children }: { columns: Column[]; children: ReactNode }) {
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
