/** The Accepted and Completed checkboxes of docs/architecture.md §Order states and the cancel action,
 * all driven by domain/orders/order-status.ts: a disabled box says why, a click
 * the status machine refuses is answered without calling the server. */
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { useRevalidator } from 'react-router';
import { api } from '../../../lib/api';
import { MSG } from '../../../../domain/shared/messages';
import {
  acceptedBox,
  canSellerCancel,
  checkTransition,
  completedBox,
  ORDER_STATUS,
  type OrderStatus,
} from '../../../../domain/orders/order-status';
import type { Order } from '../../../../domain/shared/types';
import { ConfirmButton, dangerButton } from '../confirm-button';
import { notify, orDefault } from '../notify';
import { useText } from '../../../lib/text';

type Box = { checked: boolean; disabled: boolean; target: OrderStatus };

function StatusBox({
  box,
  label,
  order,
  busy,
  onChange,
}: {
  box: Box;
  label: string;
  order: Order;
  busy: boolean;
  onChange: (to: OrderStatus) => void;
}) {
  const hintId = useId();
  const why = box.disabled ? checkTransition(order.status, box.target, 'seller') : null;
  return (
    <div>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="h-4 w-4 accent-primary"
          checked={box.checked}
          disabled={box.disabled || busy}
          aria-describedby={why && !why.ok ? hintId : undefined}
          onChange={() => onChange(box.target)}
        />
        {label}
      </label>
      {why && !why.ok && (
        <p id={hintId} className="ml-6 text-xs text-slate-500">
          {why.message}
        </p>
      )}
    </div>
  );
}

export function OrderStatusControls({ order }: { order: Order }) {
  const { SELLER_TEXT } = useText();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  async function change(to: OrderStatus) {
    const check = checkTransition(order.status, to, 'seller');
    if (!check.ok) return void toast.error(check.message);
    setBusy(true);
    const result = await api(`/order/seller/${order._id}/status`, { method: 'PUT', json: { status: to } });
    if (notify(result, MSG.orderStatusUpdated(to), orDefault(MSG.orderStatusFailed))) await revalidator.revalidate();
    setBusy(false);
  }

  return (
    <div className="flex flex-wrap items-start gap-x-6 gap-y-3">
      <StatusBox
        box={acceptedBox(order.status)}
        label={SELLER_TEXT.accepted}
        order={order}
        busy={busy}
        onChange={change}
      />
      <StatusBox
        box={completedBox(order.status)}
        label={SELLER_TEXT.completed}
        order={order}
        busy={busy}
        onChange={change}
      />
      {canSellerCancel(order.status) && (
        <ConfirmButton
          label={SELLER_TEXT.cancelOrder}
          question={SELLER_TEXT.cancelOrderQuestion}
          confirmLabel={SELLER_TEXT.confirmCancelOrder}
          className={dangerButton}
          onConfirm={() => change(ORDER_STATUS.cancelled)}
        />
      )}
    </div>
  );
}
