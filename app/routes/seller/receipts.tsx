/** /seller/receipts: goods in on a phone in the warehouse (issue 41 item 1). One line a post: the
 * barcode scanned (a scanner types it and presses Enter) or the SKU typed, the batch, its expiry
 * and the quantity. A plain form posting to this route's action, so it works before and without
 * JavaScript (a warehouse phone on a weak network may post before the script arrives); supplier,
 * date and document stay for the next line. The API's POST /api/batches/receipts takes whole receipts. */
import { data, Form, useActionData, useNavigation } from 'react-router';
import { receiptSchema } from '../../../domain/stock/batch-schemas';
import { bakuToday } from '../../../domain/shared/format';
import { diff } from '../../../domain/staff/audit';
import { PageHeading, TextInput } from '../../components/seller/seller-fields';
import { SellerRouteError } from '../../components/seller/seller-route-error';
import { Banner, Button } from '../../components/shared/ui';
import { formAction, orFail } from '../../lib/form-action.server';
import { pageLoader } from '../../lib/http.server';
import { sellerServices } from '../../lib/seller-access.server';
import { sellerMetaOf } from '../../lib/seller-meta';
import { useText } from '../../lib/text';
import type { Route } from './+types/receipts';

export const meta = sellerMetaOf((t) => t.RECEIPT_UI.title);

/** Baku's today as the form is typed (dd.mm.yyyy). */
const todayText = () => {
  const [y, m, d] = bakuToday().split('-');
  return `${d}.${m}.${y}`;
};

export const loader = pageLoader(async ({ context }: Route.LoaderArgs) => {
  sellerServices(context, 'receipts');
  return { today: todayText() };
});

export const action = formAction(async ({ context }: Route.ActionArgs, fields) => {
  const services = sellerServices(context, 'receipts');
  const kept = {
    supplier: fields.supplier ?? '',
    date: fields.date ?? '',
    documentNumber: fields.documentNumber ?? '',
  };
  const parsed = receiptSchema.safeParse({
    ...kept,
    lines: [
      {
        code: fields.code,
        batch: fields.batch,
        expiry: fields.expiry,
        quantity: fields.quantity,
        purchasePrice: fields.purchasePrice,
      },
    ],
  });
  if (!parsed.success)
    return data({ ok: false as const, message: parsed.error.issues[0].message, values: fields }, { status: 400 });
  // a line refused by the stock rules (a past expiry, an unknown code) keeps what was typed, to correct
  const receipt = await orFail(() => services.batches.receiveGoods(parsed.data, context.staff?.id ?? null), fields);
  await services.audit.recordAudit(
    { id: context.staff?.id ?? null, email: context.staff?.email ?? '', address: context.clientAddress },
    { action: 'receipt', entity: 'receipt', entityId: receipt._id, changes: diff(null, parsed.data) },
  );
  return { ok: true as const, message: receipt.message, values: kept };
});

export default function ReceiptsPage({ loaderData }: Route.ComponentProps) {
  const { RECEIPT_UI: T } = useText();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const values: Record<string, string> = (answer && 'values' in answer ? answer.values : undefined) ?? {};
  const failed = answer && 'message' in answer && !answer.ok ? answer.message : undefined;
  const done = answer && 'ok' in answer && answer.ok ? answer.message : undefined;
  // a new key after each post: the line's fields empty again, the kept ones refilled
  const key = JSON.stringify(answer ?? null);
  return (
    <div className="max-w-xl">
      <PageHeading>{T.title}</PageHeading>
      <p className="mb-4 text-sm text-slate-600">{T.lead}</p>
      {failed && <Banner className="mb-4 whitespace-pre-line">{failed}</Banner>}
      {done && (
        <Banner tone="notice" className="mb-4">
          {done}
        </Banner>
      )}
      <Form
        method="post"
        key={key}
        className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
        data-testid="receipt-form"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            label={T.supplier}
            name="supplier"
            required
            defaultValue={values.supplier ?? ''}
            autoComplete="organization"
          />
          <TextInput
            label={T.date}
            name="date"
            required
            defaultValue={values.date ?? loaderData.today}
            inputMode="numeric"
          />
          <TextInput label={T.documentNumber} name="documentNumber" defaultValue={values.documentNumber ?? ''} />
        </div>
        <hr className="border-slate-200" />
        <TextInput
          label={T.code}
          name="code"
          required
          autoFocus
          autoComplete="off"
          enterKeyHint="next"
          defaultValue={failed ? values.code : ''}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            label={T.batch}
            name="batch"
            required
            autoComplete="off"
            defaultValue={failed ? values.batch : ''}
          />
          <TextInput
            label={T.expiry}
            name="expiry"
            required
            placeholder="03.2027"
            inputMode="numeric"
            defaultValue={failed ? values.expiry : ''}
          />
          <TextInput
            label={T.quantity}
            name="quantity"
            required
            inputMode="numeric"
            defaultValue={failed ? values.quantity : ''}
          />
          <TextInput
            label={T.purchasePrice}
            name="purchasePrice"
            inputMode="decimal"
            defaultValue={failed ? values.purchasePrice : ''}
          />
        </div>
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          {T.submit}
        </Button>
      </Form>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SellerRouteError error={error} message={useText().RECEIPT_UI.title} />;
}
