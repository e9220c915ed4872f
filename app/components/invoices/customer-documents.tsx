/** The customer's order page: the proforma (a prepaid order) and the invoices, in their language. */
import { useText } from '../../lib/text';
import { DocumentLinks } from './document-links';

export type OrderDocument = { id: string; kind: 'proforma' | 'invoice' | 'credit'; number: string };

export function CustomerDocuments({ orderId, documents }: { orderId: string; documents: OrderDocument[] }) {
  const { INVOICE_DOC: T } = useText();
  const label = (d: OrderDocument) =>
    d.kind === 'proforma'
      ? T.downloadProforma
      : d.kind === 'invoice'
        ? T.downloadInvoice(d.number)
        : T.downloadCredit(d.number);
  const links = documents.map((d) => ({ key: d.id, href: `/api/invoices/order/${orderId}/${d.id}`, label: label(d) }));
  return <DocumentLinks title={T.documentsTitle} links={links} />;
}
