/** An order line's batches on the seller's order page (issue 41): what the line took, and for a
 * packer holding another box, a form to swap it (domain/stock/batch-swap.ts). A plain form posting to
 * the page's action, so it works on a warehouse phone before and without JavaScript. */
import { Form } from 'react-router';
import { BATCH_SWAP_TEXT as T, batchName } from '../../../../domain/stock/batch-swap';
import { Button } from '../../shared/ui';
import { Select, TextInput } from '../seller-fields';
import { useText } from '../../../lib/text';

type Taken = { number: string; expiryText: string; quantity: number };
export type SwapChoice = Taken & { productId: string };

export function OrderLineBatches({
  productId,
  productName,
  taken,
  choices,
}: {
  productId: string;
  productName: string;
  taken: Taken[];
  /** The product's batches a swap may go to; null when this member or this order may not swap. */
  choices: SwapChoice[] | null;
}) {
  const { EXPIRY_UI } = useText();
  if (!taken.length) return null;
  const others = choices?.filter((c) => taken.length > 1 || c.number !== taken[0].number) ?? [];
  return (
    <div className="mt-1 w-full">
      <ul className="text-xs text-slate-600">
        {taken.map((b) => (
          <li key={b.number} data-testid="seller-line-batch">
            {EXPIRY_UI.line(batchName(b.number), b.expiryText || '—', b.quantity)}
          </li>
        ))}
      </ul>
      {choices && (
        <details className="mt-1">
          <summary className="cursor-pointer py-1 text-sm font-medium text-primary-dull">
            {T.title}
            <span className="sr-only">: {productName}</span>
          </summary>
          {others.length ? (
            <Form method="post" className="mt-2 grid items-end gap-3 sm:grid-cols-[1fr_1fr_6rem_auto]">
              <p className="text-xs text-slate-600 sm:col-span-4">{T.lead}</p>
              <input type="hidden" name="intent" value="batch-swap" />
              <input type="hidden" name="product" value={productId} />
              <Select label={T.from} name="from" defaultValue={taken[0].number}>
                {taken.map((b) => (
                  <option key={b.number} value={b.number}>
                    {`${batchName(b.number)} (${b.quantity})`}
                  </option>
                ))}
              </Select>
              <Select label={T.to} name="to" defaultValue={others[0].number}>
                {others.map((c) => (
                  <option key={c.number} value={c.number}>
                    {EXPIRY_UI.line(batchName(c.number), c.expiryText || '—', c.quantity)}
                  </option>
                ))}
              </Select>
              <TextInput
                label={T.quantity}
                name="quantity"
                type="number"
                min={1}
                inputMode="numeric"
                required
                defaultValue={taken[0].quantity}
              />
              <Button type="submit" variant="panel" className="px-4 py-2 text-sm">
                {T.submit}
              </Button>
            </Form>
          ) : (
            <p className="mt-1 text-sm text-slate-600">{T.noOther}</p>
          )}
        </details>
      )}
    </div>
  );
}
