/** The order status machine (docs/architecture.md §Order states, §API): the one place that says
 * which change is allowed. The seller page asks it to disable a checkbox and
 * show a refusal; the server asks it to refuse the change with 409. */
export const ORDER_STATUS = {
  sent: 'Göndərilib',
  accepted: 'Qəbul Edildi',
  completed: 'Tamamlandı',
  cancelled: 'Ləğv Edildi',
} as const;

export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const ORDER_STATUSES = Object.values(ORDER_STATUS) as [OrderStatus, ...OrderStatus[]];

/** What a customer reads for each status (docs/architecture.md §Order states). */
/** A stored status's key in ORDER_STATUS: a storefront page reads its label as `ORDER_LABEL[statusKey(s)]`. */
export const statusKey = (status: string): keyof typeof ORDER_STATUS | undefined =>
  (Object.keys(ORDER_STATUS) as (keyof typeof ORDER_STATUS)[]).find((k) => ORDER_STATUS[k] === status);

export const CUSTOMER_LABEL: Record<OrderStatus, string> = {
  [ORDER_STATUS.sent]: 'Sifarişiniz göndərilib (Gözləmədə)',
  [ORDER_STATUS.accepted]: 'Sifarişiniz qəbul edildi',
  [ORDER_STATUS.completed]: 'Sifarişiniz tamamlandı',
  [ORDER_STATUS.cancelled]: 'Sifarişiniz ləğv edildi',
};

export const TRANSITION_MESSAGES = {
  cannotRevert: 'Tamamlanmış və ya ləğv edilmiş sifariş geri qaytarıla bilməz.',
  acceptFirst: 'Sifariş əvvəlcə qəbul edilməlidir.',
  cancelledCannotComplete: 'Ləğv edilmiş sifariş tamamlana bilməz.',
  completedCannotCancel: 'Tamamlanmış sifariş ləğv edilə bilməz.',
  alreadyInStatus: 'Sifariş artıq bu statusdadır.',
  customerCancelOnlyPending: 'Yalnız gözləmədə olan sifarişi ləğv etmək olar.',
  typeNumberToDelete: 'Tamamlanmış və ödənilmiş sifarişi silmək üçün onun nömrəsini yazın.',
} as const;

export type Actor = 'seller' | 'customer';
export type TransitionCheck = { ok: true } | { ok: false; message: string };

const { sent, accepted, completed, cancelled } = ORDER_STATUS;

/** A delivery still to be agreed blocks no change: the spec's calls always run (decision 0120). */
export function checkTransition(from: OrderStatus, to: OrderStatus, actor: Actor): TransitionCheck {
  const refuse = (message: string): TransitionCheck => ({ ok: false, message });
  if (actor === 'customer') {
    return from === sent && to === cancelled ? { ok: true } : refuse(TRANSITION_MESSAGES.customerCancelOnlyPending);
  }
  if (from === to) return refuse(TRANSITION_MESSAGES.alreadyInStatus);
  if (to === cancelled) return from === completed ? refuse(TRANSITION_MESSAGES.completedCannotCancel) : { ok: true };
  if (to === completed) {
    if (from === accepted) return { ok: true };
    return refuse(from === cancelled ? TRANSITION_MESSAGES.cancelledCannotComplete : TRANSITION_MESSAGES.acceptFirst);
  }
  if (to === accepted) {
    if (from === sent || from === completed) return { ok: true }; // completed → accepted un-completes
    return refuse(TRANSITION_MESSAGES.cannotRevert);
  }
  // to === sent: only an accepted order goes back
  return from === accepted ? { ok: true } : refuse(TRANSITION_MESSAGES.cannotRevert);
}

/** A COD order is paid once completed; reverting completion marks it unpaid. */
export function isPaidAfter(status: OrderStatus): boolean {
  return status === completed;
}

/** The seller's two checkboxes (docs/architecture.md §Order states): state, disabled flag, and the
 * status a click asks for. */
export function acceptedBox(status: OrderStatus) {
  const checked = status === accepted || status === completed;
  return { checked, disabled: status === cancelled, target: checked ? sent : accepted };
}

/** Until completion the seller may set a delivery still to be agreed (decision 0120); a pending
 * order's priced delivery may still be corrected (decision 0078). */
export function canSetDelivery(order: { status: string; deliveryToAgree: boolean }): boolean {
  return order.status === sent || (order.status === accepted && order.deliveryToAgree);
}

export function completedBox(status: OrderStatus) {
  const checked = status === completed;
  return { checked, disabled: status === sent || status === cancelled, target: checked ? accepted : completed };
}

/** A completed, paid order is a financial record: deleting it asks the
 * seller to type its number (the server checks it too). */
export function needsTypedDeleteConfirm(order: { status: OrderStatus; isPaid: boolean }): boolean {
  return order.status === completed && order.isPaid;
}

/** The `to` of the history row written when an order is deleted. */
export const ORDER_DELETED = 'deleted';

export function canSellerCancel(status: OrderStatus): boolean {
  return checkTransition(status, cancelled, 'seller').ok;
}

export function canCustomerCancel(status: OrderStatus): boolean {
  return checkTransition(status, cancelled, 'customer').ok;
}
