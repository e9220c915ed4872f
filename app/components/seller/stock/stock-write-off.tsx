/** A batch's write-off on the product's page (issue 41 item 6): the batch, the quantity, the reason
 * (expired, damaged) and a note; a 'write_off' movement of that batch in the ledger. */
import { Form } from 'react-router';
import { Button } from '../../shared/ui';
import { Select, TextInput } from '../seller-fields';
import { WRITE_OFF_REASONS, type DeskBatch } from '../../../../domain/stock/batches';
import { useText } from '../../../lib/text';

export function StockWriteOff({
  batches,
  answer,
}: {
  batches: DeskBatch[];
  answer: { ok: boolean; intent?: string } | undefined;
}) {
  const { BATCH_TEXT, BATCHES_UI: T, WRITE_OFF_LABEL } = useText();
  // after a write-off the fields empty again (a new key); a refused one keeps what was typed
  const key = answer?.ok ? JSON.stringify(answer) : 'form';
  return (
    <Form
      method="post"
      key={key}
      className="space-y-3 border-t border-slate-200 pt-3"
      aria-labelledby="write-off-title"
    >
      <h3 id="write-off-title" className="font-semibold">
        {T.writeOffTitle}
      </h3>
      <input type="hidden" name="intent" value="write-off" />
      <div className="grid gap-3 sm:grid-cols-2">
        <Select label={T.writeOffBatch} name="batch" required defaultValue="">
          <option value="" disabled>
            {T.choose}
          </option>
          {batches.map((b) => (
            <option key={b._id} value={b._id}>
              {T.batchOption(b.number || BATCH_TEXT.oldStock, b.number ? b.expiryText : '—', b.quantity)}
            </option>
          ))}
        </Select>
        <TextInput label={T.writeOffQuantity} name="quantity" required inputMode="numeric" autoComplete="off" />
      </div>
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <legend className="mb-1 font-medium">{T.writeOffReason}</legend>
        {WRITE_OFF_REASONS.map((r) => (
          <label key={r} className="inline-flex items-center gap-2">
            <input type="radio" name="reason" value={r} required />
            {WRITE_OFF_LABEL[r]}
          </label>
        ))}
      </fieldset>
      <TextInput label={T.writeOffNote} name="note" maxLength={500} autoComplete="off" />
      <Button type="submit" variant="panel">
        {T.writeOffSubmit}
      </Button>
    </Form>
  );
}
