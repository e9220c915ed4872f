/** The customer's view of an order's history: each status in their words
 * (docs/architecture.md §Order states labels), when, and by whom — never a staff member's e-mail. */
import { formatDateTimeIn } from '../../../domain/shared/format';
import { statusKey } from '../../../domain/orders/order-status';
import type { OrderEvent } from '../../../domain/shared/types';
import { RX_CHECKED_EVENT } from '../../../domain/vet/rx';
import { DELIVERY_SET_EVENT, DELIVERY_SETTLED_EVENT } from '../../../domain/delivery/delivery-set-event';
import { useLang, useText } from '../../lib/text';

export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  const lang = useLang();
  const { ACCOUNT, ORDER_LABEL } = useText();
  const label = (to: string) => {
    const key = statusKey(to);
    return key ? ORDER_LABEL[key] : to;
  };
  if (!events.length) return null;
  return (
    <section aria-labelledby="status-history" className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="status-history" className="text-lg font-bold text-slate-900">
        {ACCOUNT.statusHistory}
      </h2>
      <ol className="mt-3 space-y-3 border-l-2 border-teal-200 pl-4" data-testid="status-history">
        {/* the seller's prescription check is theirs; the customer's page says the step itself */}
        {events
          .filter((event) => event.to !== RX_CHECKED_EVENT)
          .map((event) => (
            <li key={event._id} className="text-sm">
              <p className="font-semibold text-slate-900">
                {event.to === DELIVERY_SET_EVENT
                  ? ORDER_LABEL.deliverySet
                  : event.to === DELIVERY_SETTLED_EVENT
                    ? ORDER_LABEL.deliverySettled
                    : label(event.to)}
              </p>
              <p className="text-slate-600">
                <time dateTime={event.createdAt}>{formatDateTimeIn(lang, event.createdAt)}</time> ·{' '}
                {ACCOUNT.byActor[event.actor] ?? ''}
              </p>
            </li>
          ))}
      </ol>
    </section>
  );
}
