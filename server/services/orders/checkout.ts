/** Placing an order as the customer does it, from the API or the cart's form
 * action: the shop's notice (SHOP_NOTIFY_EMAIL) and the customer's
 * confirmation go into the outbox with the order, and leave after the commit. */
import type { OrderCreateInput } from '../../../domain/shared/schemas.ts';
import { pathInLang, type Lang } from '../../../domain/i18n/lang.ts';
import type { Order } from '../../../domain/shared/types.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { wakeMailers } from '../../mail/mailer.ts';
import { placeOrder, type PlaceOnce, type Placed } from './place-order.ts';

export type CheckoutConfig = Pick<Config, 'shopNotifyEmail' | 'publicUrl'>;

export async function checkout(
  db: Db,
  config: CheckoutConfig,
  userId: string,
  input: OrderCreateInput,
  requestOrigin: string,
  /** A photo of the prescription, from the cart's form (decision 0053). */
  photo?: Buffer,
): Promise<Order> {
  return (await checkoutOnce(db, config, userId, input, requestOrigin, photo)).order;
}

/** The same, placed once per key (decision 0079): a repeat answers the first order, `replayed`. */
export async function checkoutOnce(
  db: Db,
  config: CheckoutConfig,
  userId: string,
  input: OrderCreateInput,
  requestOrigin: string,
  photo?: Buffer,
  once: PlaceOnce = {},
): Promise<Placed> {
  const origin = config.publicUrl ?? requestOrigin;
  const orderUrl = config.publicUrl ? (id: string) => `${config.publicUrl}/seller/orders/${id}` : undefined;
  const notice = config.shopNotifyEmail ? { to: config.shopNotifyEmail, orderUrl } : undefined;
  // the customer's link opens the order's page in the language it was placed in
  const orderPage = (id: string, lang: Lang) => `${origin}${pathInLang(`/my-orders/${id}`, lang)}`;
  const placed = await placeOrder(db, userId, input, notice, orderPage, origin, photo, once);
  if (!placed.replayed) wakeMailers();
  return placed;
}
