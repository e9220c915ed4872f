/** A trade buyer's cart quantity (issue 33): a number field that follows the quantity rule
 * (minimum, box, maximum) and any large quantity, sent when the buyer leaves it or presses Enter
 * (before JavaScript, by the line's "Yenilə" button). */
import type { BuyerPrice } from '../../../domain/trade/types';

type Props = { id: string; quantity: number; rule: BuyerPrice['rule']; onDone: (form: HTMLFormElement) => void };

export function TradeQuantity({ id, quantity, rule, onDone }: Props) {
  const send = (input: HTMLInputElement) => {
    if (input.form && input.value !== String(quantity)) onDone(input.form);
  };
  return (
    <input
      key={quantity}
      id={id}
      name="quantity"
      type="number"
      inputMode="numeric"
      min={rule.minimum ?? 1}
      step={rule.increment ?? 1}
      max={rule.maximum ?? undefined}
      defaultValue={quantity}
      onBlur={(e) => send(e.currentTarget)}
      onKeyDown={(e) => {
        if (e.key !== 'Enter') return;
        e.preventDefault();
        send(e.currentTarget);
      }}
      className="h-10 w-24 rounded-lg border border-slate-300 bg-white px-2"
    />
  );
}
