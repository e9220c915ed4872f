/** The printable delivery note: one A4 page with the shop's details, the order, the recipient and
 * the lines, each with the batches it took (issue 41). Hidden on screen, the only thing printed. A paper handed to the customer, it is
 * printed in the order's language (decision 0115): `text` holds its namespaces in that language. */
import { daysSpan } from '../../../../domain/delivery/delivery';
import { contentIn } from '../../../../domain/content/content-lang';
import { formatDateIn, formatDateTimeIn, formatMoneyIn } from '../../../../domain/shared/format';
import type { RxLicence } from '../../../../domain/vet/rx';
import type { PageText } from '../../../../domain/i18n/text';
import { lineTotal } from '../../../../domain/shared/money';
import { takenBatchLines } from '../../../../domain/orders/order-batch-lines';
import { formatPhone } from '../../../../domain/shared/phone';
import type { ShopSettings } from '../../../../domain/settings/settings-schema';
import { formatPhone as phoneText, legalTitle } from '../../../../domain/settings/shop-details';
import type { Order } from '../../../../domain/shared/types';
import { WITHDRAWAL_KINDS } from '../../../../domain/vet/vet';
import { withdrawalIn } from '../../../../domain/vet/vet-words';
import { readText } from '../../../lib/text';

/** `licence`: a licensed clinic's licence that stood for the prescription (decision 0122). */
export function DeliveryNote({
  order,
  shop,
  text,
  licence = null,
}: {
  order: Order;
  shop: ShopSettings;
  text: PageText;
  licence?: RxLicence | null;
}) {
  const {
    DELIVERY_NOTE: N,
    DELIVERY_UI,
    METHOD_LABELS,
    DELIVERY_AGREE,
    ORDER_BATCH,
    RX_TEXT,
    VET_TEXT,
  } = readText(text);
  const lang = text.lang;
  const money = (manat: number | null) => formatMoneyIn(lang, manat);
  const a = order.address;
  const place = [a.street, a.city, a.state, a.zipCode, a.country].filter(Boolean).join(', ');
  const zone = order.delivery ? contentIn(lang, order.delivery.zoneName, order.delivery.zoneNameRu) : null;
  const cell = 'border border-slate-400 px-2 py-1';
  return (
    <section
      lang={lang}
      aria-label={N.title}
      className="hidden text-[11pt] leading-snug text-black print:block"
      data-testid="delivery-note"
    >
      <header className="flex justify-between gap-6 border-b-2 border-black pb-3">
        <div>
          <p className="text-lg font-bold">{legalTitle(shop)}</p>
          <p lang="az">{shop.address}</p>
          <p>
            {shop.phones.map(phoneText).join(', ')} · {shop.email}
          </p>
          <p>{N.taxId(shop.taxId)}</p>
        </div>
        <div className="text-right">
          <p className="text-lg font-bold">{N.title}</p>
          <p className="font-semibold">{N.orderNumber(order.number)}</p>
          <p>
            {N.date}: {formatDateTimeIn(lang, order.createdAt)}
          </p>
        </div>
      </header>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">{N.recipient}:</dt>
        <dd>{`${a.firstName} ${a.lastName}`.trim()}</dd>
        <dt className="font-semibold">{N.customer}:</dt>
        <dd>
          {order.customer?.name} {order.customer?.email ? `(${order.customer.email})` : ''}
        </dd>
        <dt className="font-semibold">{N.phone}:</dt>
        <dd>{formatPhone(a.phone)}</dd>
        <dt className="font-semibold">{N.address}:</dt>
        <dd>{place}</dd>
      </dl>
      <table className="mt-4 w-full border-collapse">
        <thead>
          <tr>
            <th className={`${cell} w-8 text-left`}>№</th>
            <th className={`${cell} text-left`}>{N.product}</th>
            <th className={`${cell} text-left`}>{N.withdrawalHead}</th>
            <th className={`${cell} text-right`}>{N.quantity}</th>
            <th className={`${cell} text-right`}>{N.unitPrice}</th>
            <th className={`${cell} text-right`}>{N.lineTotal}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, i) => {
            const name = contentIn(lang, item.product.name, item.product.nameRu);
            return (
              <tr key={item.product._id}>
                <td className={cell}>{i + 1}</td>
                <td className={cell}>
                  <span lang={name.lang}>{name.text}</span>
                  {item.product.rx && <strong> · {N.rxItem}</strong>}
                  {takenBatchLines(item.batches, ORDER_BATCH).map((line) => (
                    <span key={line} className="block text-xs" data-testid="note-line-batch">
                      {line}
                    </span>
                  ))}
                </td>
                <td className={cell}>
                  {WITHDRAWAL_KINDS.map((kind) => withdrawalIn(VET_TEXT, item.product.withdrawal[kind])).join(' / ')}
                </td>
                <td className={`${cell} text-right`}>{item.quantity}</td>
                <td className={`${cell} text-right whitespace-nowrap`}>{money(item.product.offerPrice)}</td>
                <td className={`${cell} text-right whitespace-nowrap`}>
                  {money(lineTotal(item.product.offerPrice, item.quantity))}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          {order.deliveryToAgree && (
            <tr>
              <td colSpan={5} className={`${cell} text-right`}>
                {DELIVERY_UI.fee}
              </td>
              <td className={`${cell} text-right whitespace-nowrap`}>{DELIVERY_AGREE.fee}</td>
            </tr>
          )}
          {order.delivery && zone && (
            <tr>
              <td colSpan={5} className={`${cell} text-right`}>
                {DELIVERY_UI.fee} (<span lang={zone.lang}>{zone.text}</span>,{' '}
                {DELIVERY_UI.daysText(daysSpan(order.delivery.daysMin, order.delivery.daysMax), order.delivery.daysMax)}
                )
              </td>
              <td className={`${cell} text-right whitespace-nowrap`}>
                {order.deliveryFee > 0 ? money(order.deliveryFee) : DELIVERY_UI.free}
              </td>
            </tr>
          )}
          <tr>
            <td colSpan={5} className={`${cell} text-right font-bold`}>
              {order.deliveryToAgree ? DELIVERY_AGREE.goodsTotal : N.total}
            </td>
            <td className={`${cell} text-right font-bold whitespace-nowrap`}>{money(order.amount)}</td>
          </tr>
        </tfoot>
      </table>
      {order.rx && <p className="mt-4 font-semibold">{RX_TEXT.customerNote}</p>}
      {licence && (
        <p className="mt-1" data-testid="delivery-note-licence">
          {N.rxLicence(
            licence.number,
            licence.expires ? formatDateIn(lang, licence.expires) : '—',
            licence.company ?? '',
          )}
        </p>
      )}
      <p className="mt-4">
        <span className="font-semibold">{N.payment}:</span> {METHOD_LABELS[order.paymentMethod]}
      </p>
      <p className="mt-16 whitespace-pre">{N.signatures}</p>
    </section>
  );
}
