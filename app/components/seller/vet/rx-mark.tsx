/** The mark of an order holding prescription-only items (decision 0053), on the seller's list and order page. */
import { useText } from '../../../lib/text';

export function RxMark() {
  const { RX_SELLER_TEXT } = useText();
  return (
    <span
      title={RX_SELLER_TEXT.listMarkTitle}
      data-testid="rx-mark"
      className="rounded-full border border-amber-400 bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900"
    >
      {RX_SELLER_TEXT.listMark}
      <span className="sr-only">: {RX_SELLER_TEXT.listMarkTitle}</span>
    </span>
  );
}
