/** /quick-order: a buyer pastes or types lines of SKU/barcode and quantity, or picks their own
 * CSV/XLSX, and the good lines go into the cart in one step; each bad line is named and put back in
 * the box to be fixed (issue 33 item 5, decision 0103). Every signed-in customer may use it; a
 * trade buyer gets their quantity rules and prices. A customer's own page: never cached. A plain
 * multipart form, so it works without JavaScript; its token makes a double post add once. */
import { redirect } from 'react-router';
import { QUICK_ORDER_LIMITS } from '../../../domain/trade/quick-order';
import { Container, PageTitle } from '../../components/shared/page-heading';
import { RouteError } from '../../components/shared/route-error';
import { QuickOrderForm } from '../../components/trade/quick-order-form';
import { QuickOrderResult } from '../../components/trade/quick-order-result';
import { formAction } from '../../lib/form-action.server';
import { pageLoader } from '../../lib/http.server';
import { quickOrderAction } from '../../lib/trade/quick-order.server';
import { errorMeta, seo } from '../../lib/seo';
import { pageText } from '../../lib/text.server';
import { textsOf, useText } from '../../lib/text';
import type { Route } from './+types/quick-order';

/** The file's bound and the form's text. */
const MAX_BYTES = QUICK_ORDER_LIMITS.fileBytes + QUICK_ORDER_LIMITS.chars * 4 + 16 * 1024;

export function meta(args: Route.MetaArgs) {
  if (args.error) return errorMeta(); // the loader did not run: no words were sent
  const { PAGE, QUICK_ORDER_UI } = textsOf(args.matches);
  return seo(args, { title: PAGE.title(QUICK_ORDER_UI.title), description: QUICK_ORDER_UI.lead, noindex: true });
}

export const loader = pageLoader(async ({ request, context }: Route.LoaderArgs) => {
  if (!context.user) throw redirect('/login?redirectTo=/quick-order');
  return { token: crypto.randomUUID(), text: pageText(request, ['QUICK_ORDER_UI']) };
});

export const action = formAction(
  async ({ context }: Route.ActionArgs, fields, files) => {
    if (!context.user) throw redirect('/login?redirectTo=/quick-order');
    return quickOrderAction(context, context.user._id, fields, files);
  },
  ['add'],
  MAX_BYTES,
);

export default function QuickOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { QUICK_ORDER_UI: T } = useText();
  const answer = actionData && 'problem' in actionData ? actionData : undefined;
  const done = actionData && 'added' in actionData ? actionData : undefined;
  return (
    <Container className="max-w-4xl">
      <PageTitle lead={T.lead}>{T.title}</PageTitle>
      <div className="grid gap-6">
        {done && <QuickOrderResult added={done.added} problems={done.problems} />}
        <QuickOrderForm
          // a fresh box after each answer: the refused lines, or what a refused form held
          key={loaderData.token}
          token={loaderData.token}
          text={done ? done.rest : (answer?.text ?? '')}
          refusal={answer ? T[answer.problem] : undefined}
        />
      </div>
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
