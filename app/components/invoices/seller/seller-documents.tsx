/** The seller's order page: its documents to download and, for the invoice in force, a credit
 * note (issue 34 item 3). */
import { useRevalidator } from 'react-router';
import { api } from '../../../lib/api';
import { useText } from '../../../lib/text';
import { ConfirmButton } from '../../seller/confirm-button';
import { notify, orDefault } from '../../seller/notify';
import { DocumentLinks } from '../document-links';
import type { OrderDocument } from '../customer-documents';

export function SellerDocuments({
  orderId,
  documents,
  canCredit,
}: {
  orderId: string;
  documents: OrderDocument[];
  canCredit: boolean;
}) {
  const revalidator = useRevalidator();
  const { INVOICE_SELLER_TEXT: T } = useText();
  const links = documents.map((d) => ({
    key: d.id,
    href: `/api/invoices/seller/order/${orderId}/${d.id}`,
    label: T[d.kind](d.number),
  }));
  // the invoice in force: the last one issued, unless a credit note came after it
  const last = documents.filter((d) => d.kind !== 'proforma').at(-1);
  const live = last?.kind === 'invoice' ? last : null;
  async function credit(id: string) {
    const result = await api(`/invoices/seller/${id}/credit-note`, { method: 'POST', json: {} });
    if (notify(result, T.creditIssued, orDefault(T.creditFailed))) await revalidator.revalidate();
  }
  return (
    <DocumentLinks title={T.documentsTitle} links={links} seller>
      {!documents.some((d) => d.kind !== 'proforma') && <p className="mt-2 text-sm text-slate-600">{T.none}</p>}
      {live && canCredit && (
        <div className="mt-3">
          <ConfirmButton
            label={T.issueCredit}
            confirmLabel={T.issueCredit}
            question={T.creditQuestion(live.number)}
            onConfirm={() => credit(live.id)}
          />
        </div>
      )}
    </DocumentLinks>
  );
}
