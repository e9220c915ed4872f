/** The receipt sheet of an import's preview (decision 0148): its supplier, date and document, the
 * refused rows with every reason (any one refuses the whole receipt), then the lines it will write. */
import type { ReceiptSheetSummary } from '../../../../domain/catalog/receipt-sheet';
import { RECEIPT_SHEET_TEXT as T } from '../../../../domain/catalog/receipt-sheet';
import { useText } from '../../../lib/text';

const SHOWN = 50;

export function ReceiptPreview({ receipt }: { receipt: ReceiptSheetSummary }) {
  const { RECEIPT_UI } = useText();
  return (
    <section className="mt-6" data-testid="receipt-preview">
      <h3 className="text-lg font-semibold">{T.heading(receipt.sheet)}</h3>
      <p className="mt-1 text-sm text-slate-700">
        {T.header(receipt.supplier, receipt.date, receipt.documentNumber)} · {T.counts(receipt.lines, receipt.units)}
      </p>
      {receipt.refused.length > 0 && (
        <div className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900" role="alert">
          <p className="font-semibold">
            {T.refusedHeading} ({receipt.refusedCount})
          </p>
          <ul className="mt-1 space-y-1">
            {receipt.refused.slice(0, SHOWN).map((r) => (
              <li key={r.line}>
                <span className="font-medium tabular-nums">{T.line(r.line)}:</span> {r.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      {receipt.items.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white text-sm">
          {receipt.items.slice(0, SHOWN).map((i) => (
            <li key={i.line} className="px-3 py-2">
              <p className="text-slate-600">
                {T.line(i.line)} · <span className="break-all">{i.code}</span>
              </p>
              <p className="font-semibold text-slate-900">{i.name}</p>
              <p>
                {RECEIPT_UI.batch} {i.batch} · {i.expiry} · {T.units(i.quantity)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
