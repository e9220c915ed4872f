/** /seller/orders/:id — everything needed to deliver one order: recipient,
 * address, phone, lines, total, the status boxes, the history, and a
 * printable delivery note. */
import { useNavigate } from 'react-router';
import { AppLink } from '../../components/shared/app-link';
import { formatDateTime, formatMoney } from '../../../domain/shared/format';
import { canSwapBatch } from '../../../domain/stock/batch-swap';
import { batchSwapAction } from '../../lib/stock/batch-swap-action.server';
import { SellerOrderLines } from '../../components/seller/orders/seller-order-lines';
import { MSG } from '../../../domain/shared/messages';
import { formatPhone } from '../../../domain/shared/phone';
import { isId } from '../../../domain/shared/schemas';
import type { Route } from './+types/order';
import { sellerServices, staffCan } from '../../lib/seller-access.server';
import { SellerDocuments } from '../../components/invoices/seller/seller-documents';
import { PaymentBox } from '../../components/payments/seller/payment-box';
import { notFound, pageLoader } from '../../lib/http.server';
import { useStaffCan } from '../../components/seller/staff-can';
import { AuditHistory } from '../../components/staff/audit-history';
import { DeleteOrderButton } from '../../components/seller/orders/delete-order-button';
import { DeliveryNote } from '../../components/seller/orders/delivery-note';
import { ContactButtons } from '../../components/shared/contact-buttons';
import { OrderDelivery } from '../../components/orders/order-delivery';
import { contactHrefs } from '../../../domain/settings/shop-details';
import { STATUS_STYLE } from '../../lib/order-status-style';
import { OrderHistory } from '../../components/seller/orders/order-history';
import { OrderStatusControls } from '../../components/seller/orders/order-status-controls';
import { SellerRouteError } from '../../components/seller/seller-route-error';
import { pageText, textInLang } from '../../lib/text.server';
import { sellerMeta } from '../../lib/seller-meta';
import { Button } from '../../components/shared/ui';
import { PrescriptionBox } from '../../components/seller/vet/prescription-box';
import { RxMark } from '../../components/seller/vet/rx-mark';
import { ToAgreeMark } from '../../components/seller/orders/to-agree-mark';
import { SetDeliveryBox } from '../../components/seller/orders/set-delivery-box';
import { canSetDelivery } from '../../../domain/orders/order-status';
import { DELIVERY_SETTLED_EVENT } from '../../../domain/delivery/delivery-set-event';
import { textsOf, useText } from '../../lib/text';

export const meta: Route.MetaFunction = ({ data: d, error, matches }) =>
  sellerMeta(d ? MSG.orderNumber(d.order.number) : textsOf(matches).ORDERS_TEXT.notFoundTitle, { error, matches });

const NOTE_NAMESPACES = [
  'DELIVERY_NOTE',
  'DELIVERY_UI',
  'METHOD_LABELS',
  'DELIVERY_AGREE',
  'RX_TEXT',
  'VET_TEXT',
  'ORDER_BATCH',
] as const;

export const loader = pageLoader(async ({ request, context, params }: Route.LoaderArgs) => {
  const services = sellerServices(context, 'orders/:id');
  if (!isId(params.id)) throw notFound(MSG.orderNotFound);
  const order = await services.orders.getSellerOrder(params.id.toLowerCase());
  const [events, shop, prescription, zones, history] = await Promise.all([
    services.orderEvents.listOrderEvents(order._id),
    services.settings.getSettings(),
    order.rx ? services.prescriptions.getPrescription(order._id) : null,
    order.deliveryToAgree ? services.settings.listZones() : [],
    services.audit.historyOf('order', order._id),
  ]);
  const canDocs = staffCan(context, 'invoices.read');
  const documents = canDocs ? await services.invoices.sellerDocuments(order._id) : null;
  // issue 34: its payments, for a role that may read them
  const payments = staffCan(context, 'payments.read') ? await services.paymentReads.orderPayments(order._id) : null;
  // OrderDelivery is shared with the customer's page and reads its words (Azerbaijani here) from the catalogue
  const text = pageText(request, ['DELIVERY_UI', 'PAYMENT_LABELS', 'METHOD_LABELS', 'DELIVERY_AGREE']);
  // the delivery note is handed to the customer: its words in the order's language (decision 0115)
  const noteText = textInLang(order.lang, NOTE_NAMESPACES);
  // a packer's batch swap (issue 41): the product's sellable batches, while the order is open
  const swapChoices =
    staffCan(context, 'stock.correct') && canSwapBatch(order.status)
      ? await services.batchSwap.swapChoices(order._id)
      : null;
  return { order, events, shop, prescription, zones, history, documents, payments, text, noteText, swapChoices };
});

export const action = batchSwapAction;

function Box({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 md:p-5">
      <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500">{title}</h2>
      {children}
    </section>
  );
}

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  const { DELIVERY_AGREE, METHOD_LABELS, SELLER_TEXT, ORDERS_TEXT, WHATSAPP_SELLER } = useText();
  const { order, events, shop, prescription, zones, history, documents, payments } = loaderData;
  const navigate = useNavigate();
  const may = useStaffCan();
  const a = order.address;
  const place = [a.street, a.city, a.state, a.zipCode, a.country].filter(Boolean).join(', ');
  return (
    <>
      <div className="space-y-5 print:hidden">
        <AppLink to="/seller/orders" className="text-sm font-medium text-primary-dull underline">
          ← {ORDERS_TEXT.backToOrders}
        </AppLink>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h1 className="text-2xl font-semibold">{MSG.orderNumber(order.number)}</h1>
            <p className="text-sm text-slate-600">
              <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {order.rx && <RxMark />}
            {order.deliveryToAgree && <ToAgreeMark />}
            <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLE[order.status]}`}>
              {order.status}
            </span>
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="button" onClick={() => window.print()} variant="panel" className="px-4 py-2 text-sm">
            {ORDERS_TEXT.printNote}
          </Button>
          {may('orders.delete') && (
            <DeleteOrderButton order={order} onDeleted={async () => navigate('/seller/orders')} />
          )}
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <Box title={ORDERS_TEXT.delivery}>
            <p className="font-medium">{`${a.firstName} ${a.lastName}`.trim()}</p>
            <p>{place}</p>
            <p className="mt-1">
              {ORDERS_TEXT.phone}:{' '}
              <a href={`tel:${a.phone}`} className="font-medium text-primary-dull underline">
                {formatPhone(a.phone)}
              </a>
            </p>
            <div className="mt-3">
              <ContactButtons
                {...contactHrefs({ phones: [a.phone], whatsapp: a.phone }, WHATSAPP_SELLER.sellerMessage(order.number))}
                whatsappLabel={WHATSAPP_SELLER.writeCustomer}
                callLabel={WHATSAPP_SELLER.callCustomer}
                callEverywhere
              />
            </div>
          </Box>
          <Box title={ORDERS_TEXT.customer}>
            <p className="font-medium">{order.customer?.name || SELLER_TEXT.deletedCustomer}</p>
            {order.customer?.email && (
              <a href={`mailto:${order.customer.email}`} className="break-all text-primary-dull underline">
                {order.customer.email}
              </a>
            )}
          </Box>
        </div>
        {order.deliveryToAgree && canSetDelivery(order) && <SetDeliveryBox orderId={order._id} zones={zones} />}
        {prescription && <PrescriptionBox orderId={order._id} orderNumber={order.number} prescription={prescription} />}
        <Box title={ORDERS_TEXT.lines}>
          <SellerOrderLines order={order} choices={loaderData.swapChoices} />
          <div className="mt-3 border-t border-slate-200 pt-3">
            <OrderDelivery order={order} seller settled={events.some((e) => e.to === DELIVERY_SETTLED_EVENT)} />
          </div>
          <p className="mt-3 flex flex-wrap justify-between gap-2 border-t border-slate-200 pt-3">
            <span className="text-slate-600">
              {METHOD_LABELS[order.paymentMethod]} · {order.isPaid ? SELLER_TEXT.paid : SELLER_TEXT.unpaid}
            </span>
            <span className="text-lg font-semibold">
              {order.deliveryToAgree ? DELIVERY_AGREE.goodsTotal : ORDERS_TEXT.total}: {formatMoney(order.amount)}
            </span>
          </p>
        </Box>
        {payments && <PaymentBox data={payments} canWrite={may('payments.write')} />}
        {may('orders.status') && (
          <Box title={ORDERS_TEXT.status}>
            <OrderStatusControls order={order} />
          </Box>
        )}
        {documents && <SellerDocuments orderId={order._id} documents={documents} canCredit={may('invoices.credit')} />}
        <OrderHistory events={events} />
        <AuditHistory entries={history} />
      </div>
      <DeliveryNote order={order} shop={shop} text={loaderData.noteText} licence={prescription?.licence} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { ORDERS_TEXT } = useText();
  return (
    <SellerRouteError
      error={error}
      message={MSG.orderNotFound}
      back={{ to: '/seller/orders', label: ORDERS_TEXT.backToOrders }}
    />
  );
}
