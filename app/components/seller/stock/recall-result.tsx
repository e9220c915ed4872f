/** The recall page's answer (issue 41 item 5): the batch, everyone who received it (order, date,
 * status, customer, company, VÖEN, phone, e-mail, quantity), its files, and the two actions, each
 * behind a question that opens in place (<details>), so the confirm works without JavaScript. */
import type { RecallRow } from '../../../../domain/stock/batches';
import { Form, useActionData } from 'react-router';
import { formatDate } from '../../../../domain/shared/format';
import { AppLink } from '../../shared/app-link';
import { Button, buttonClass } from '../../shared/ui';
import { DataTable, ListCard, type Column } from '../data-table';
import { useText } from '../../../lib/text';

export type RecallFound = {
  productId: string;
  product: string;
  number: string;
  expiryText: string;
  blocked: boolean;
  rows: RecallRow[];
  units: number;
  recipients: number;
};

/** The on-screen columns: a subset of the files' (RECALL_TEXT.columns), in the panel's order. */
const onScreenColumns = (columns: readonly string[]): Column[] => {
  const [ORDER, DATE, STATUS, CUSTOMER, , PHONE, COMPANY, , , , , , QUANTITY] = columns;
  return [ORDER, DATE, STATUS, CUSTOMER, COMPANY, PHONE, QUANTITY].map((label) => ({ label }));
};

const fileHref = (found: RecallFound, format: 'csv' | 'xlsx') =>
  `/api/batches/recall?${new URLSearchParams({ product: found.productId, batch: found.number, format })}`;

function Confirmed(props: {
  found: RecallFound;
  intent: 'block' | 'send';
  label: string;
  question: string;
  yes: string;
}) {
  return (
    <details className="group rounded-lg border border-slate-200 bg-white" data-testid={`recall-${props.intent}`}>
      <summary className={buttonClass('panel-danger', 'cursor-pointer list-none m-2')}>{props.label}</summary>
      <Form method="post" className="space-y-3 border-t border-slate-200 p-3">
        <p className="text-sm">{props.question}</p>
        <input type="hidden" name="intent" value={props.intent} />
        <input type="hidden" name="product" value={props.found.productId} />
        <input type="hidden" name="batch" value={props.found.number} />
        <Button type="submit" variant="panel-danger">
          {props.yes}
        </Button>
      </Form>
    </details>
  );
}

function Contact({ row }: { row: RecallRow }) {
  return (
    <>
      <span className="block">{row.customerName}</span>
      <a className="block break-all text-primary-dull hover:underline" href={`mailto:${row.email}`}>
        {row.email}
      </a>
    </>
  );
}

function Company({ row }: { row: RecallRow }) {
  const { RECALL_UI: T } = useText();
  if (!row.company) return null;
  return (
    <>
      <span className="block">{row.company}</span>
      <span className="block text-slate-600">
        {T.voen} {row.voen}
      </span>
    </>
  );
}

export function RecallResult({ found }: { found: RecallFound }) {
  const { RECALL_TEXT, RECALL_UI: T } = useText();
  // after an action the questions close again (a new key), so a second press asks again
  const key = JSON.stringify(useActionData() ?? null);
  const orderLink = (r: RecallRow) => (
    <AppLink to={`/seller/orders/${r.orderId}`} className="font-medium text-primary-dull hover:underline">
      №{r.orderNumber}
    </AppLink>
  );
  return (
    <section aria-labelledby="recall-batch" data-testid="recall-result">
      <h2 id="recall-batch" className="text-lg font-semibold">
        {T.heading(found.product, found.number)}
      </h2>
      <p className="text-sm text-slate-600">{T.expiry(found.expiryText)}</p>
      {found.blocked && <p className="mt-1 text-sm font-semibold text-red-700">{T.isBlocked}</p>}
      <p className="mt-2 font-medium" data-testid="recall-summary">
        {T.summary(found.rows.length, found.units)}
      </p>
      <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span className="text-slate-600">{T.download}</span>
        <a className="font-medium text-primary-dull hover:underline" href={fileHref(found, 'csv')} download>
          {T.csv}
        </a>
        <a className="font-medium text-primary-dull hover:underline" href={fileHref(found, 'xlsx')} download>
          {T.xlsx}
        </a>
      </p>
      <div className="my-4 grid gap-3 sm:grid-cols-2" key={key}>
        {!found.blocked && (
          <Confirmed found={found} intent="block" label={T.block} question={T.blockQuestion} yes={T.blockConfirm} />
        )}
        {found.recipients > 0 && (
          <Confirmed
            found={found}
            intent="send"
            label={T.send(found.recipients)}
            question={T.sendQuestion}
            yes={T.sendConfirm}
          />
        )}
      </div>
      <DataTable
        columns={onScreenColumns(RECALL_TEXT.columns)}
        empty={RECALL_TEXT.noRecipients}
        label={T.listLabel}
        cards={found.rows.map((r) => (
          <ListCard key={r.orderId}>
            <div data-testid="recall-row" className="space-y-1 text-sm">
              <p className="flex justify-between gap-2">
                {orderLink(r)}
                <span>
                  {formatDate(r.orderedAt)} · {r.status}
                </span>
              </p>
              <Contact row={r} />
              <Company row={r} />
              <p>{r.phone || r.companyPhone}</p>
              <p className="font-semibold">{T.units(r.quantity)}</p>
            </div>
          </ListCard>
        ))}
      >
        {found.rows.map((r) => (
          <tr key={r.orderId} data-testid="recall-row" className="border-t border-slate-200 align-top">
            <td className="py-2 pr-3">{orderLink(r)}</td>
            <td className="py-2 pr-3 whitespace-nowrap">{formatDate(r.orderedAt)}</td>
            <td className="py-2 pr-3">{r.status}</td>
            <td className="py-2 pr-3">
              <Contact row={r} />
            </td>
            <td className="py-2 pr-3">
              <Company row={r} />
            </td>
            <td className="py-2 pr-3 whitespace-nowrap">{r.phone || r.companyPhone}</td>
            <td className="py-2 pr-3 tabular-nums">{r.quantity}</td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
