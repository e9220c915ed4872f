/** One saved list's editor (issue 33 item 5): one-click reorder, the lines with their quantities
 * (a line removed by its own button), the name, save and delete (asked first). Plain forms, so they work
 * without JavaScript; the reorder form carries the page's token (a double click adds once). */
import { Form, useNavigation } from 'react-router';
import { formatMoneyIn } from '../../../domain/shared/format';
import type { OrderList } from '../../../domain/trade/order-list-schema';
import { useContent } from '../../lib/content';
import { useLang, useText } from '../../lib/text';
import { Button } from '../shared/ui';

export function ListEditor({ list, token }: { list: OrderList; token: string }) {
  const { LISTS_UI: T } = useText();
  const lang = useLang();
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="grid gap-4">
      <Form method="post" className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="reorder" />
        <input type="hidden" name="token" value={token} />
        <Button type="submit" variant="primary" disabled={busy}>
          {T.reorder}
        </Button>
        {list.shared && <span className="text-sm text-slate-600">{T.shared}</span>}
      </Form>
      <Form method="post" className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <input type="hidden" name="intent" value="save" />
        <div className="grid gap-1">
          <label htmlFor="list-name" className="text-sm font-medium text-slate-700">
            {T.nameLabel}
          </label>
          <input
            id="list-name"
            name="name"
            required
            maxLength={100}
            defaultValue={list.name}
            className="h-11 rounded-lg border border-slate-300 bg-white px-3"
          />
        </div>
        {/* first in the form: Enter in a field saves (a line's removal button comes after) */}
        <div>
          <Button type="submit" variant="primary" disabled={busy}>
            {T.save}
          </Button>
        </div>
        <ul className="divide-y divide-slate-200 border-y border-slate-200" data-testid="list-lines">
          {list.items.map(({ product, quantity }) => (
            <li key={product._id} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <ProductName az={product.name} ru={product.nameRu} />
                <p className="text-sm text-slate-600">
                  {product.sku}
                  {product.offerPrice != null && ` · ${formatMoneyIn(lang, product.offerPrice)}`}
                </p>
              </div>
              <input
                name={`qty:${product._id}`}
                type="number"
                inputMode="numeric"
                min={1}
                max={999}
                defaultValue={quantity}
                aria-label={T.quantityOf(product.name)}
                className="h-10 w-24 rounded-lg border border-slate-300 bg-white px-2"
              />
              <Button
                type="submit"
                name="remove"
                value={product._id}
                variant="secondary"
                aria-label={T.removeOf(product.name)}
              >
                {T.remove}
              </Button>
            </li>
          ))}
        </ul>
      </Form>
      {/* deleting asks first: a disclosure, then its own button (works without JavaScript) */}
      <details className="group rounded-2xl border border-red-200 bg-white" data-testid="list-delete">
        <summary className="inline-flex min-h-11 cursor-pointer items-center px-4 font-semibold text-red-700">
          {T.delete}
        </summary>
        <Form method="post" className="grid gap-3 border-t border-red-100 p-4">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="confirm" value="yes" />
          <p className="text-sm text-slate-800">{T.deleteWarning(list.name)}</p>
          <div>
            <Button type="submit" variant="danger" disabled={busy}>
              {T.deleteConfirm}
            </Button>
          </div>
        </Form>
      </details>
    </div>
  );
}

/** The line's product in the page's language: the Russian name on /ru where there is one, else
 * the Azerbaijani one marked as such. */
function ProductName({ az, ru }: { az: string; ru: string | null }) {
  const name = useContent(az, ru);
  return (
    <p className="font-medium text-slate-900" lang={name.lang}>
      {name.text}
    </p>
  );
}
