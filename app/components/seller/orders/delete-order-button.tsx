/** Deleting an order: the ordinary confirm, or, for a completed and paid
 * order (a financial record), a dialog that asks for its number typed. */
import { useId, useState } from 'react';
import { MSG } from '../../../../domain/shared/messages';
import { needsTypedDeleteConfirm } from '../../../../domain/orders/order-status';
import type { Order } from '../../../../domain/shared/types';
import { api } from '../../../lib/api';
import { ConfirmButton, dangerButton, DialogActions, useConfirmDialog } from '../confirm-button';
import { inputClass } from '../seller-fields';
import { notify, orDefault } from '../notify';
import { useText } from '../../../lib/text';

export function DeleteOrderButton({
  order,
  onDeleted,
}: {
  order: Pick<Order, '_id' | 'number' | 'status' | 'isPaid'>;
  onDeleted: () => Promise<unknown>;
}) {
  const { SELLER_TEXT } = useText();
  async function remove(confirm?: number) {
    const query = confirm ? `?confirm=${confirm}` : '';
    const result = await api(`/order/seller/${order._id}${query}`, { method: 'DELETE' });
    if (notify(result, MSG.orderDeleted, orDefault(MSG.orderDeleteFailed))) await onDeleted();
  }
  if (!needsTypedDeleteConfirm(order)) {
    return (
      <ConfirmButton label={SELLER_TEXT.delete} question={SELLER_TEXT.deleteOrderQuestion} onConfirm={() => remove()} />
    );
  }
  return <TypedDelete number={order.number} onConfirm={() => remove(order.number)} />;
}

function TypedDelete({ number, onConfirm }: { number: number; onConfirm: () => Promise<void> }) {
  const { SELLER_TEXT, ORDERS_TEXT } = useText();
  const { dialog, busy, titleId, confirm } = useConfirmDialog(onConfirm);
  const [typed, setTyped] = useState('');
  const hintId = useId();
  const matches = typed.trim() === String(number);

  return (
    <>
      <button type="button" className={dangerButton} onClick={() => (setTyped(''), dialog.current?.showModal())}>
        {SELLER_TEXT.delete}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        aria-describedby={hintId}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl bg-white p-6 text-slate-800 shadow-xl backdrop:bg-slate-900/50"
      >
        <h2 id={titleId} className="text-lg font-semibold">
          {ORDERS_TEXT.typeNumberTitle(number)}
        </h2>
        <p id={hintId} className="mt-2 text-sm text-slate-600">
          {ORDERS_TEXT.typeNumberHint}
        </p>
        <label className="mt-4 block text-sm font-medium">
          {ORDERS_TEXT.typeNumberLabel}
          <input
            className={inputClass}
            inputMode="numeric"
            autoComplete="off"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </label>
        <DialogActions
          dialog={dialog}
          busy={busy}
          disabled={!matches}
          confirmLabel={ORDERS_TEXT.deleteForever}
          onConfirm={confirm}
        />
      </dialog>
    </>
  );
}
