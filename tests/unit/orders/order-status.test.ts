/** domain/orders/order-status.ts: every pair of statuses, for seller and customer (docs/architecture.md §Order states). */
import { describe, expect, it } from 'vitest';
import {
  acceptedBox,
  canCustomerCancel,
  canSellerCancel,
  checkTransition,
  completedBox,
  CUSTOMER_LABEL,
  isPaidAfter,
  ORDER_STATUS as S,
  ORDER_STATUSES,
  TRANSITION_MESSAGES as M,
  type OrderStatus,
} from '../../../domain/orders/order-status.ts';

const SELLER: Record<OrderStatus, Record<OrderStatus, string | null>> = {
  [S.sent]: { [S.sent]: M.alreadyInStatus, [S.accepted]: null, [S.completed]: M.acceptFirst, [S.cancelled]: null },
  [S.accepted]: { [S.sent]: null, [S.accepted]: M.alreadyInStatus, [S.completed]: null, [S.cancelled]: null },
  [S.completed]: {
    [S.sent]: M.cannotRevert,
    [S.accepted]: null,
    [S.completed]: M.alreadyInStatus,
    [S.cancelled]: M.completedCannotCancel,
  },
  [S.cancelled]: {
    [S.sent]: M.cannotRevert,
    [S.accepted]: M.cannotRevert,
    [S.completed]: M.cancelledCannotComplete,
    [S.cancelled]: M.alreadyInStatus,
  },
};
const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

describe('checkTransition', () => {
  it('knows the four statuses of the spec', () => {
    expect(ORDER_STATUSES).toEqual(['Göndərilib', 'Qəbul Edildi', 'Tamamlandı', 'Ləğv Edildi']);
  });

  it.each(pairs)('seller: %s → %s', (from, to) => {
    const refusal = SELLER[from][to];
    expect(checkTransition(from, to, 'seller')).toEqual(refusal ? { ok: false, message: refusal } : { ok: true });
  });

  it.each(pairs)('customer: %s → %s', (from, to) => {
    const allowed = from === S.sent && to === S.cancelled;
    expect(checkTransition(from, to, 'customer')).toEqual(
      allowed ? { ok: true } : { ok: false, message: M.customerCancelOnlyPending },
    );
  });

  it('cancel helpers follow the table', () => {
    expect(ORDER_STATUSES.filter(canSellerCancel)).toEqual([S.sent, S.accepted]);
    expect(ORDER_STATUSES.filter(canCustomerCancel)).toEqual([S.sent]);
  });

  it('a COD order is paid only when completed', () => {
    expect(ORDER_STATUSES.filter(isPaidAfter)).toEqual([S.completed]);
  });

  it('every status has the customer label of the spec', () => {
    expect(CUSTOMER_LABEL[S.sent]).toBe('Sifarişiniz göndərilib (Gözləmədə)');
    expect(CUSTOMER_LABEL[S.cancelled]).toBe('Sifarişiniz ləğv edildi');
  });
});

describe("the seller's checkboxes", () => {
  it.each([
    [S.sent, { checked: false, disabled: false, target: S.accepted }],
    [S.accepted, { checked: true, disabled: false, target: S.sent }],
    [S.completed, { checked: true, disabled: false, target: S.sent }],
    [S.cancelled, { checked: false, disabled: true, target: S.accepted }],
  ])('accepted box for %s', (status, box) => {
    expect(acceptedBox(status)).toEqual(box);
  });

  it.each([
    [S.sent, { checked: false, disabled: true, target: S.completed }],
    [S.accepted, { checked: false, disabled: false, target: S.completed }],
    [S.completed, { checked: true, disabled: false, target: S.accepted }],
    [S.cancelled, { checked: false, disabled: true, target: S.completed }],
  ])('completed box for %s', (status, box) => {
    expect(completedBox(status)).toEqual(box);
  });

  it('unticking accepted on a completed order is refused with the spec message', () => {
    const box = acceptedBox(S.completed);
    expect(checkTransition(S.completed, box.target, 'seller')).toEqual({ ok: false, message: M.cannotRevert });
  });

  it('every enabled box asks for an allowed change, except accepted on a completed order', () => {
    for (const status of ORDER_STATUSES) {
      const boxes = { accepted: acceptedBox(status), completed: completedBox(status) };
      for (const [name, box] of Object.entries(boxes)) {
        if (box.disabled || (status === S.completed && name === 'accepted')) continue;
        expect(checkTransition(status, box.target, 'seller').ok, `${status} → ${box.target}`).toBe(true);
      }
    }
  });
});
