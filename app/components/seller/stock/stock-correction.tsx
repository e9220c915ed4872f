/** The seller's correction of a product's quantity (issue 24): a new quantity or a change
 * (±), always with a reason; one ledger row, through the API (decision 0037). */
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { stockCorrectionSchemaOf } from '../../../../domain/stock/stock-schemas';
import { firstIssue } from '../../../../domain/shared/schemas';
import type { SellerStock } from '../../../../domain/shared/types';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { notify } from '../notify';
import { TextInput } from '../seller-fields';
import { Button } from '../../shared/ui';
import { useText } from '../../../lib/text';

export function StockCorrection({ productId, stock }: { productId: string; stock: SellerStock }) {
  const { STOCK_SELLER_TEXT } = useText();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [mode, setMode] = useState<'set' | 'add'>('set');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = Object.fromEntries(new FormData(form));
    const parsed = stockCorrectionSchemaOf(STOCK_SELLER_TEXT).safeParse(data);
    if (!parsed.success) {
      toast.error(firstIssue(parsed.error));
      return;
    }
    setBusy(true);
    const result = await api<{ stock: SellerStock }>(`/stock/${productId}/correction`, { json: data });
    setBusy(false);
    if (notify(result, result.success ? (result.message ?? '') : '')) {
      form.reset();
      setMode('set');
      void revalidator.revalidate();
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="stock-correction-title"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="stock-correction-title" className="text-lg font-semibold">
        {STOCK_SELLER_TEXT.correctionTitle}
      </h2>
      <p className="text-sm text-slate-700">
        {STOCK_SELLER_TEXT.quantity}:{' '}
        <strong className="tabular-nums" data-testid="current-quantity">
          {stock.stockQuantity}
        </strong>
      </p>
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <legend className="mb-1 font-medium">{STOCK_SELLER_TEXT.correctionMode}</legend>
        {(['set', 'add'] as const).map((m) => (
          <label key={m} className="inline-flex items-center gap-2">
            <input type="radio" name="mode" value={m} checked={mode === m} onChange={() => setMode(m)} />
            {m === 'set' ? STOCK_SELLER_TEXT.correctionSet : STOCK_SELLER_TEXT.correctionAdd}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <TextInput
          label={STOCK_SELLER_TEXT.correctionValue}
          name="value"
          required
          inputMode="numeric"
          placeholder={mode === 'set' ? String(stock.stockQuantity) : '+10 / -2'}
        />
        <TextInput
          label={STOCK_SELLER_TEXT.correctionNote}
          name="note"
          required
          maxLength={500}
          placeholder={STOCK_SELLER_TEXT.correctionNoteHint}
        />
      </div>
      <Button type="submit" disabled={busy} variant="panel">
        {STOCK_SELLER_TEXT.correctionSave}
      </Button>
    </form>
  );
}
