/** The saved lists' page parts (issue 33 item 5): the lists with a one-click reorder each, and a new
 * list from the cart. Plain forms, so they work without JavaScript. */
import { Form, useNavigation } from 'react-router';
import type { OrderListSummary } from '../../../domain/trade/order-list-schema';
import { useText } from '../../lib/text';
import { AppLink } from '../shared/app-link';
import { Button } from '../shared/ui';

export function ListsTable({ lists, token }: { lists: OrderListSummary[]; token: string }) {
  const { LISTS_UI: T } = useText();
  const busy = useNavigation().state === 'submitting';
  if (!lists.length) return <p className="text-slate-700">{T.none}</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white" data-testid="order-lists">
      {lists.map((list) => (
        <li key={list._id} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div className="min-w-0">
            <AppLink to={`/account/lists/${list._id}`} className="font-semibold text-primary hover:underline">
              {list.name}
            </AppLink>
            <p className="text-sm text-slate-600">
              {T.lines(list.lines)}
              {list.shared && ` · ${T.shared}`}
            </p>
          </div>
          <Form method="post">
            <input type="hidden" name="intent" value="reorder" />
            <input type="hidden" name="list" value={list._id} />
            <input type="hidden" name="token" value={token} />
            <Button type="submit" variant="secondary" disabled={busy} aria-label={T.reorderOf(list.name)}>
              {T.reorder}
            </Button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

export function NewListForm() {
  const { LISTS_UI: T } = useText();
  return (
    <Form method="post" className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 className="font-bold text-slate-900">{T.fromCartTitle}</h2>
      <input type="hidden" name="intent" value="fromCart" />
      <label htmlFor="list-name" className="text-sm font-medium text-slate-700">
        {T.nameLabel}
      </label>
      <input
        id="list-name"
        name="name"
        required
        maxLength={100}
        placeholder={T.namePlaceholder}
        className="h-11 rounded-lg border border-slate-300 bg-white px-3"
      />
      <div>
        <Button type="submit" variant="primary">
          {T.fromCart}
        </Button>
      </div>
    </Form>
  );
}
