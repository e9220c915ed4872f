/** The mark of an order whose delivery is still to be agreed (decision 0078), on the seller's list and order page. */
import { useText } from '../../../lib/text';

export function ToAgreeMark() {
  const { DELIVERY_AGREE_SELLER } = useText();
  return (
    <span
      data-testid="to-agree-mark"
      className="rounded-full border border-amber-500 bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-950"
    >
      {DELIVERY_AGREE_SELLER.mark}
    </span>
  );
}
