/** The colour of each order status, the same for customer and seller. */
import { ORDER_STATUS, type OrderStatus } from '../../domain/orders/order-status';

export const STATUS_STYLE: Record<OrderStatus, string> = {
  [ORDER_STATUS.sent]: 'bg-amber-100 text-amber-900',
  [ORDER_STATUS.accepted]: 'bg-sky-100 text-sky-900',
  [ORDER_STATUS.completed]: 'bg-teal-100 text-teal-900',
  [ORDER_STATUS.cancelled]: 'bg-slate-200 text-slate-700',
};
