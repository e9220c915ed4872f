/** A product's stock ledger in the seller panel (issue 24): every change, newest first, paged
 * with the shared keyset block (decision 0039). */
import { formatDateTime } from '../../../../domain/shared/format';
import type { LedgerEntry } from '../../../../domain/shared/types';
import { MSG } from '../../../../domain/shared/messages';
import { AppLink } from '../../shared/app-link';
import { Pagination, type PagingLinks } from '../../shared/pagination';
import { useText } from '../../../lib/text';
import type { Texts } from '../../../../domain/i18n/catalogues';

function why(entry: LedgerEntry, STOCK_REASON_LABEL: Texts['STOCK_REASON_LABEL']) {
  const parts: React.ReactNode[] = [STOCK_REASON_LABEL[entry.reason]];
  if (entry.orderNumber != null) {
    parts.push(
      entry.orderId ? (
        <AppLink key="order" to={`/seller/orders/${entry.orderId}`} className="text-primary-dull hover:underline">
          {MSG.orderNumber(entry.orderNumber)}
        </AppLink>
      ) : (
        MSG.orderNumber(entry.orderNumber)
      ),
    );
  }
  if (entry.sellerEmail) parts.push(entry.sellerEmail);
  if (entry.note) parts.push(`“${entry.note}”`);
  return parts.flatMap((p, i) => (i ? [' · ', p] : [p]));
}

export function StockLedger({ entries, paging }: { entries: LedgerEntry[]; paging: PagingLinks }) {
  const { STOCK_SELLER_TEXT, STOCK_REASON_LABEL } = useText();
  return (
    <section aria-labelledby="ledger-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="ledger-title" className="text-lg font-semibold">
        {STOCK_SELLER_TEXT.ledgerTitle}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{STOCK_SELLER_TEXT.ledgerEmpty}</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-200" data-testid="ledger">
          {entries.map((e) => (
            <li
              key={e._id}
              className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 py-2 text-sm sm:grid-cols-[10rem_5rem_5rem_1fr]"
            >
              <time dateTime={e.createdAt} className="text-slate-600">
                {formatDateTime(e.createdAt)}
              </time>
              <span className={`font-semibold tabular-nums ${e.delta < 0 ? 'text-red-700' : 'text-teal-800'}`}>
                <span className="sr-only">{STOCK_SELLER_TEXT.ledgerDelta}: </span>
                {e.delta > 0 ? `+${e.delta}` : `−${-e.delta}`}
              </span>
              <span className="tabular-nums text-slate-700">
                <span className="sr-only">{STOCK_SELLER_TEXT.ledgerAfter}: </span>→ {e.quantityAfter}
              </span>
              <span className="min-w-0 break-words text-slate-800">{why(e, STOCK_REASON_LABEL)}</span>
            </li>
          ))}
        </ol>
      )}
      <Pagination paging={paging} className="mt-4" />
    </section>
  );
}
