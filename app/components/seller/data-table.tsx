/** The lists of the panel: cards on a phone, a bordered table from the md
 * breakpoint up, whose columns can be hidden on a tablet (`wide`) or named
 * for screen readers only (`hidden`). The layout not shown is display:none,
 * so assistive technology and tests meet each control once. */
import { Children, type ReactNode } from 'react';
import { AppLink, type AppPath } from '../shared/app-link';
import { ConfirmButton } from './confirm-button';
import { useText } from '../../lib/text';

export type Column = { label: string; hidden?: boolean; wide?: boolean; center?: boolean };

/** Classes for a cell of a `wide` column (shown from the lg breakpoint up, hidden on a tablet). */
export const wideCell = 'hidden lg:table-cell';

type Props = { columns: Column[]; empty: string; label: string; cards: ReactNode; children: ReactNode };

/** The cards and the table of the same rows, or the `empty` text when there are none. */
export function DataTable({ columns, empty, label, cards, children }: Props) {
  if (Children.count(children) === 0) return <p className="text-slate-600">{empty}</p>;
  return (
    <>
      <ul aria-label={label} className="space-y-3 md:hidden">
        {cards}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white px-4 md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{label}</caption>
          <thead className="text-slate-600">
            <tr>
              {columns.map((c) => (
                <th
                  key={c.label}
                  scope="col"
                  className={`relative py-3 pr-3 font-medium ${c.wide ? wideCell : ''} ${c.center ? 'text-center' : ''}`}
                >
                  {c.hidden ? <span className="sr-only">{c.label}</span> : c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </>
  );
}

/** One card of a list on a phone: a picture (when the list has them) beside the text and controls. */
export function ListCard({ image, children }: { image?: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-3 rounded-lg border border-slate-200 bg-white p-3">
      {image && <div className="shrink-0">{image}</div>}
      <div className="min-w-0 flex-1 space-y-2">{children}</div>
    </li>
  );
}

/** Without `onDelete` (a role that may not delete, issue 35) only the edit link shows. */
type ActionProps = { editTo: AppPath; name: string; question: string; onDelete?: () => Promise<unknown> };

/** Edit link and delete behind a confirm, for a card or a table cell. */
export function Actions({ editTo, name, question, onDelete }: ActionProps) {
  const { SELLER_TEXT } = useText();
  return (
    <div className="flex flex-wrap gap-2">
      <AppLink
        to={editTo}
        aria-label={`${SELLER_TEXT.edit}: ${name}`}
        className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50"
      >
        {SELLER_TEXT.edit}
      </AppLink>
      {onDelete && (
        <ConfirmButton
          label={SELLER_TEXT.delete}
          ariaLabel={`${SELLER_TEXT.delete}: ${name}`}
          question={question}
          onConfirm={onDelete}
        />
      )}
    </div>
  );
}

/** The last cell of a product or news row: the same actions. */
export function RowActions(props: ActionProps) {
  return (
    <td className="py-2">
      <Actions {...props} />
    </td>
  );
}
