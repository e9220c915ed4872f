/** The overview's expiry list (issue 41 item 6): batches on hand that have expired or expire within
 * 90 days, earliest first; each opens its product, where its batches can be written off or
 * blocked. Expired and last-30-days rows stand out; a batch the storefront no longer sells says so. */
import { AppLink } from '../../shared/app-link';
import { EXPIRY_SOON_DAYS, type ExpiringBatch } from '../../../../domain/stock/batches';
import { useText } from '../../../lib/text';

export function ExpiryList({ batches, total }: { batches: ExpiringBatch[]; total: number }) {
  const { EXPIRY_UI } = useText();
  return (
    <section aria-labelledby="expiry-title" className="mt-8 rounded-lg border border-slate-200 bg-white p-4 md:p-5">
      <h2 id="expiry-title" className="text-lg font-semibold">
        {EXPIRY_UI.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{batches.length ? EXPIRY_UI.lead : EXPIRY_UI.none}</p>
      {batches.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-200" data-testid="expiring-batches">
          {batches.map((b) => (
            <li key={b._id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
              <span className="min-w-0">
                <AppLink to={`/seller/editproduct/${b.productId}`} className="break-words font-medium hover:underline">
                  {b.productName}
                </AppLink>
                <span className="block text-sm text-slate-600">
                  {EXPIRY_UI.line(b.number, b.expiryText, b.quantity)}
                </span>
              </span>
              <span
                className={`shrink-0 text-sm font-semibold ${b.daysLeft < 0 ? 'text-red-700' : b.daysLeft <= EXPIRY_SOON_DAYS ? 'text-amber-800' : 'text-slate-700'}`}
              >
                {b.daysLeft < 0 ? EXPIRY_UI.expired : EXPIRY_UI.soon(b.daysLeft)}
                {b.blocked ? ` · ${EXPIRY_UI.blocked}` : b.offSale ? ` · ${EXPIRY_UI.offSale}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      {total > batches.length && <p className="mt-2 text-sm text-slate-600">{EXPIRY_UI.more(batches.length, total)}</p>}
    </section>
  );
}
