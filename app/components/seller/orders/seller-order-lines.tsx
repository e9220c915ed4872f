/** The seller's list of an order's lines: name, quantity, line total, and each line's batches with
 * the packer's swap (issue 41); the swap's answer above the list. */
import { useActionData } from 'react-router';
import { formatMoney } from '../../../../domain/shared/format';
import { lineTotal } from '../../../../domain/shared/money';
import type { Order } from '../../../../domain/shared/types';
import { Banner } from '../../shared/ui';
import { OrderLineBatches, type SwapChoice } from './order-line-batches';

type Answer = { ok: boolean; message?: string; intent?: string };

export function SellerOrderLines({ order, choices }: { order: Order; choices: SwapChoice[] | null }) {
  const answer = useActionData() as Answer | undefined;
  return (
    <>
      {answer?.message && (
        <Banner tone={answer.ok ? 'notice' : undefined} className="mb-3">
          {answer.message}
        </Banner>
      )}
      <ul className="divide-y divide-slate-100">
        {order.items.map((item) => (
          <li key={item.product._id} className="flex flex-wrap justify-between gap-x-4 py-2 text-sm">
            <span className="min-w-0 break-words">
              {item.product.name} <span className="text-slate-600">× {item.quantity}</span>
            </span>
            <span className="whitespace-nowrap">{formatMoney(lineTotal(item.product.offerPrice, item.quantity))}</span>
            <OrderLineBatches
              productId={item.product._id}
              productName={item.product.name}
              taken={item.batches ?? []}
              choices={choices && choices.filter((c) => c.productId === item.product._id)}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
