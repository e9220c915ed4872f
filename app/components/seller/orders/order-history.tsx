/** An order's history: who changed what, when (oldest first). */
import { formatDateTime } from '../../../../domain/shared/format';
import { ORDER_DELETED } from '../../../../domain/orders/order-status';
import type { OrderEvent } from '../../../../domain/shared/types';
import { RX_CHECKED_EVENT } from '../../../../domain/vet/rx';
import { DELIVERY_SET_EVENT, DELIVERY_SETTLED_EVENT } from '../../../../domain/delivery/delivery-set-event';
import { useText } from '../../../lib/text';
import type { Texts } from '../../../../domain/i18n/catalogues';

function change(event: OrderEvent, { DELIVERY_AGREE_SELLER, RX_SELLER_TEXT, ORDERS_TEXT }: Texts): string {
  if (event.to === ORDER_DELETED) return ORDERS_TEXT.deleted;
  if (event.to === RX_CHECKED_EVENT) return RX_SELLER_TEXT.historyChecked;
  if (event.to === DELIVERY_SET_EVENT) return DELIVERY_AGREE_SELLER.historySet;
  if (event.to === DELIVERY_SETTLED_EVENT) return DELIVERY_AGREE_SELLER.historySettled;
  if (event.from === null) return `${ORDERS_TEXT.placed}: ${event.to}`;
  return `${event.from} → ${event.to}`;
}

export function OrderHistory({ events }: { events: OrderEvent[] }) {
  const texts = useText();
  const { ORDERS_TEXT } = texts;
  return (
    <section aria-labelledby="order-history" className="rounded-lg border border-slate-200 bg-white p-4 md:p-5">
      <h2 id="order-history" className="text-lg font-semibold">
        {ORDERS_TEXT.history}
      </h2>
      {events.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{ORDERS_TEXT.noHistory}</p>
      ) : (
        <ol className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4">
          {events.map((event) => (
            <li key={event._id} className="text-sm">
              <p className="font-medium">{change(event, texts)}</p>
              <p className="break-words text-slate-600">
                <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time> ·{' '}
                {ORDERS_TEXT.actor[event.actor]}
                {event.actorEmail ? ` (${event.actorEmail})` : ''}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
