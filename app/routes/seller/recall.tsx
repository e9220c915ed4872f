/** /seller/recall: a batch's recall (issue 41 item 5). The product by SKU, barcode or name and the
 * batch number, asked by a GET form (the address can be kept or sent on); the list of everyone who
 * received it, its files, and two buttons that post to this route's action: block the batch, send
 * the recall messages. Plain forms, so it works before and without JavaScript. */
import { data, Form, useActionData } from 'react-router';
import { recallActionSchema, recallLookupSchema } from '../../../domain/stock/batch-schemas';
import { formatExpiry } from '../../../domain/stock/batches';
import { isId } from '../../../domain/shared/schemas';
import { PageHeading, TextInput } from '../../components/seller/seller-fields';
import { RecallResult, type RecallFound } from '../../components/seller/stock/recall-result';
import { SellerRouteError } from '../../components/seller/seller-route-error';
import { Banner, Button } from '../../components/shared/ui';
import { AppLink } from '../../components/shared/app-link';
import { sendRecallMessages, setBlocked } from '../../lib/stock/batch-desk.server';
import { formAction, orFail, refuse } from '../../lib/form-action.server';
import { HttpError, pageLoader } from '../../lib/http.server';
import { sellerServices } from '../../lib/seller-access.server';
import { sellerMetaOf } from '../../lib/seller-meta';
import { useText } from '../../lib/text';
import { serverTexts } from '../../lib/text.server';
import type { Route } from './+types/recall';

export const meta = sellerMetaOf((t) => t.RECALL_UI.title);

type Asked = { product: string; batch: string };
type Answer = { asked: Asked; message?: string; choices?: { _id: string; name: string; sku: string | null }[] };

const refusal = (asked: Asked, message: string) => data<Answer & { found?: RecallFound }>({ asked, message }, 404);

export const loader = pageLoader(async ({ context, request }: Route.LoaderArgs) => {
  const services = sellerServices(context, 'recall');
  const params = new URL(request.url).searchParams;
  const asked = { product: params.get('product') ?? '', batch: params.get('batch') ?? '' };
  if (!asked.product && !asked.batch) return data<Answer & { found?: RecallFound }>({ asked });
  const parsed = recallLookupSchema.safeParse(asked);
  if (!parsed.success)
    return data<Answer & { found?: RecallFound }>({ asked, message: parsed.error.issues[0].message }, 400);
  // a product chosen from several by name comes back as its id
  const chosen = params.get('id');
  const choices = chosen && isId(chosen) ? [] : await services.batchDesk.productsByCode(parsed.data.product);
  if (!chosen && !choices.length)
    return refusal(asked, serverTexts('az').RECALL_UI.productUnknown(parsed.data.product));
  if (!chosen && choices.length > 1) return data<Answer & { found?: RecallFound }>({ asked, choices });
  const productId = chosen && isId(chosen) ? chosen : choices[0]._id;
  try {
    const { batch, rows } = await services.recall.recallRecipients(productId, parsed.data.batch);
    const found: RecallFound = {
      productId,
      product: batch.product,
      number: batch.number,
      expiryText: formatExpiry(batch.expiry, batch.precision),
      blocked: batch.blocked,
      rows,
      units: rows.reduce((n, r) => n + r.quantity, 0),
      // one message per address, as sendRecall sends them
      recipients: new Set(rows.map((r) => r.email)).size,
    };
    return data<Answer & { found?: RecallFound }>({ asked, found });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404)
      return refusal(asked, serverTexts('az').RECALL_TEXT.batchUnknown);
    throw error;
  }
});

export const action = formAction(
  async ({ context }: Route.ActionArgs, fields) => {
    const services = sellerServices(context, 'recall');
    const parsed = recallActionSchema.safeParse(fields);
    if (!parsed.success) refuse(400, parsed.error.issues[0].message, fields);
    const { product, batch } = parsed.data;
    if (fields.intent === 'block') {
      const found = await orFail(() => services.recall.findBatch(product, batch), fields);
      if (!found.blocked) await orFail(() => setBlocked(context, services, found.id, true), fields);
      return { ok: true as const, message: serverTexts('az').BATCH_TEXT.blocked };
    }
    const sent = await orFail(() => sendRecallMessages(context, services, product, batch), fields);
    return { ok: true as const, message: serverTexts('az').RECALL_TEXT.sent(sent) };
  },
  ['block', 'send'],
);

export default function RecallPage({ loaderData }: Route.ComponentProps) {
  const { RECALL_UI: T } = useText();
  const answer = useActionData<typeof action>();
  const { asked, message, choices, found } = loaderData;
  return (
    <div className="max-w-5xl">
      <PageHeading>{T.title}</PageHeading>
      <p className="mb-4 max-w-xl text-sm text-slate-600">{T.lead}</p>
      <Form
        method="get"
        className="mb-6 grid max-w-3xl gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
        data-testid="recall-form"
      >
        <TextInput label={T.product} name="product" required defaultValue={asked.product} autoComplete="off" />
        <TextInput label={T.batch} name="batch" required defaultValue={asked.batch} autoComplete="off" />
        <Button type="submit" variant="panel">
          {T.find}
        </Button>
      </Form>
      {message && <Banner className="mb-4">{message}</Banner>}
      {answer && 'message' in answer && answer.message && (
        <Banner tone={answer.ok ? 'notice' : 'error'} className="mb-4">
          {answer.message}
        </Banner>
      )}
      {choices && choices.length > 0 && (
        <section aria-labelledby="recall-choices" className="mb-6">
          <h2 id="recall-choices" className="mb-2 font-semibold">
            {T.choose}
          </h2>
          <ul className="list-disc space-y-1 pl-5">
            {choices.map((c) => (
              <li key={c._id}>
                <AppLink
                  to={`/seller/recall?${new URLSearchParams({ product: asked.product, batch: asked.batch, id: c._id })}`}
                  className="text-primary-dull hover:underline"
                >
                  {c.name}
                  {c.sku ? ` (${c.sku})` : ''}
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      {found && <RecallResult found={found} />}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SellerRouteError error={error} message={useText().RECALL_UI.title} />;
}
