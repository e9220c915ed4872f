/** The product form's stock section (issue 24): whether the quantity is counted and the
 * low-stock threshold. Its own component so the product form's rewrite merges around it; the
 * quantity itself changes only through a correction (stock-correction.tsx), never this form. */
import { LOW_STOCK_DEFAULT } from '../../../../domain/shared/limits';
import type { SellerStock } from '../../../../domain/shared/types';
import { FormSwitch, TextInput } from '../seller-fields';
import { useText } from '../../../lib/text';

export function StockFields({ stock }: { stock?: SellerStock }) {
  const { STOCK_SELLER_TEXT } = useText();
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold">{STOCK_SELLER_TEXT.sectionTitle}</legend>
      <FormSwitch
        label={STOCK_SELLER_TEXT.trackSwitch}
        name="trackStock"
        defaultChecked={stock?.trackStock ?? false}
        hint={STOCK_SELLER_TEXT.trackHint}
      />
      <div className="max-w-xs">
        <TextInput
          label={STOCK_SELLER_TEXT.thresholdLabel}
          name="lowStockThreshold"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          placeholder={String(LOW_STOCK_DEFAULT)}
          defaultValue={stock?.lowStockThreshold ?? ''}
          aria-describedby="low-stock-threshold-hint"
        />
        <p id="low-stock-threshold-hint" className="mt-1 text-sm text-slate-600">
          {STOCK_SELLER_TEXT.thresholdHint(LOW_STOCK_DEFAULT)}
        </p>
      </div>
    </fieldset>
  );
}
