/** A product's batches on its edit page (issue 41 item 6): number, expiry, quantity on hand and
 * whether the storefront sells it or why not; block or unblock (who may recall), the recall of
 * each, and the write-off form (the warehouse). Plain forms posting to the page's action, so they
 * work without JavaScript; the action's answer shows above the list. */
import { Form, useActionData } from 'react-router';
import type { BatchState, DeskBatch } from '../../../../domain/stock/batches';
import { AppLink } from '../../shared/app-link';
import { Banner } from '../../shared/ui';
import { StockWriteOff } from './stock-write-off';
import { useText } from '../../../lib/text';

type Answer = { ok: boolean; message?: string; intent?: string } | undefined;

const STATE_CLASS: Record<BatchState, string> = {
  sellable: 'text-green-800',
  lastDays: 'text-amber-800',
  expired: 'text-red-700',
  blocked: 'text-red-700',
};

const smallButton = 'rounded-md border border-slate-300 px-2.5 py-1 text-sm font-medium hover:bg-slate-50';

function BlockForm({ batch }: { batch: DeskBatch }) {
  const { BATCH_TEXT, BATCHES_UI: T } = useText();
  const label = batch.blocked ? T.unblock : T.block;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={batch.blocked ? 'unblock' : 'block'} />
      <input type="hidden" name="batch" value={batch._id} />
      <button
        type="submit"
        className={smallButton}
        aria-label={T.aboutBatch(label, batch.number || BATCH_TEXT.oldStock)}
      >
        {label}
      </button>
    </Form>
  );
}

export function StockBatches({
  product,
  batches,
  mayBlock,
  mayWriteOff,
}: {
  product: { _id: string; name: string; sku?: string | null };
  batches: DeskBatch[];
  mayBlock: boolean;
  mayWriteOff: boolean;
}) {
  const answer = useActionData() as Answer;
  const { BATCH_TEXT, BATCHES_UI: T } = useText();
  return (
    <section aria-labelledby="batches-title" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="batches-title" className="text-lg font-semibold">
        {T.title}
      </h2>
      {answer?.message && <Banner tone={answer.ok ? 'notice' : 'error'}>{answer.message}</Banner>}
      {batches.length === 0 ? (
        <p className="text-sm text-slate-600">{T.none}</p>
      ) : (
        <ul className="divide-y divide-slate-200" data-testid="product-batches">
          {batches.map((b) => (
            <li key={b._id} data-testid="product-batch" className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2">
              <span className="min-w-[14rem] flex-1">
                <span className="block font-medium">
                  {T.number} {b.number || BATCH_TEXT.oldStock}
                </span>
                <span className="block text-sm text-slate-600">
                  {b.expiryText && b.number ? `${T.expiry} ${b.expiryText} · ` : ''}
                  {T.quantity}: <strong data-testid="batch-quantity">{b.quantity}</strong>
                  {' · '}
                  <span
                    className={`font-semibold ${b.quantity ? STATE_CLASS[b.state] : 'text-slate-600'}`}
                    data-testid="batch-state"
                  >
                    {b.quantity || b.blocked ? T.states[b.state] : T.soldOut}
                  </span>
                </span>
              </span>
              <div className="flex flex-wrap items-center gap-2">
                {mayBlock && <BlockForm batch={b} />}
                {mayBlock && b.number && (
                  <AppLink
                    to={`/seller/recall?${new URLSearchParams({ product: product.sku || product.name, batch: b.number, id: product._id })}`}
                    className="text-sm font-medium text-primary-dull hover:underline"
                    aria-label={T.aboutBatch(T.recall, b.number)}
                  >
                    {T.recall}
                  </AppLink>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {mayWriteOff && batches.some((b) => b.quantity > 0) && (
        <StockWriteOff batches={batches.filter((b) => b.quantity > 0)} answer={answer} />
      )}
    </section>
  );
}
