/** /account/lists: the saved lists "Daimi sifariş" (issue 33 item 5, decision 0104) — the
 * caller's own, or their company's shared by its people — each reordered with one click (quick
 * order's checks, each refused line named), and a new list made from the cart or a past order
 * (the order page's button posts here). A customer's own page: never cached. */
import { redirect } from 'react-router';
import { isId } from '../../../domain/shared/schemas';
import { listNameSchema } from '../../../domain/trade/order-list-schema';
import { Container, PageTitle } from '../../components/shared/page-heading';
import { RouteError } from '../../components/shared/route-error';
import { ListsTable, NewListForm } from '../../components/trade/order-lists';
import { QuickOrderResult } from '../../components/trade/quick-order-result';
import { formAction, orFail, refuse } from '../../lib/form-action.server';
import { pageLoader } from '../../lib/http.server';
import { reorderAction } from '../../lib/trade/quick-order.server';
import { errorMeta, seo } from '../../lib/seo';
import { pageText, requestLang, serverTexts } from '../../lib/text.server';
import { textsOf, useText } from '../../lib/text';
import { Banner } from '../../components/shared/ui';
import type { Route } from './+types/lists';

export function meta(args: Route.MetaArgs) {
  if (args.error) return errorMeta(); // the loader did not run: no words were sent
  const { PAGE, LISTS_UI } = textsOf(args.matches);
  return seo(args, { title: PAGE.title(LISTS_UI.title), description: LISTS_UI.lead, noindex: true });
}

export const loader = pageLoader(async ({ request, context }: Route.LoaderArgs) => {
  if (!context.user) throw redirect('/login?redirectTo=/account/lists');
  return {
    lists: await context.services.tradeOrderLists.listLists(context.user._id),
    cartLines: Object.keys(context.user.cart).length,
    token: crypto.randomUUID(),
    text: pageText(request, ['LISTS_UI', 'QUICK_ORDER_UI']),
  };
});

export const action = formAction(
  async ({ request, context }: Route.ActionArgs, fields) => {
    const user = context.user;
    if (!user) throw redirect('/login?redirectTo=/account/lists');
    const { LISTS_UI } = serverTexts(requestLang(request));
    if (fields.intent === 'reorder') {
      if (!isId(fields.list ?? '')) refuse(404, LISTS_UI.notFound);
      return orFail(() => reorderAction(context, user._id, fields.list, fields));
    }
    const name = listNameSchema.safeParse(fields.name ?? '');
    if (!name.success) refuse(400, LISTS_UI.nameNeeded, fields, { intent: fields.intent });
    const fromOrder = fields.intent === 'fromOrder' && isId(fields.order ?? '') ? fields.order : undefined;
    const list = await orFail(
      () => context.services.tradeOrderLists.createList(user._id, { name: name.data, fromOrder, fromCart: !fromOrder }),
      fields,
      { intent: fields.intent },
    );
    throw redirect(`/account/lists/${list._id}`);
  },
  ['reorder', 'fromCart', 'fromOrder'],
);

export default function ListsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { LISTS_UI: T } = useText();
  const done = actionData && 'added' in actionData ? actionData : undefined;
  const refused = actionData && 'ok' in actionData && !actionData.ok ? actionData.message : undefined;
  return (
    <Container className="max-w-4xl">
      <PageTitle lead={T.lead}>{T.title}</PageTitle>
      <div className="grid gap-6">
        {refused && <Banner>{refused}</Banner>}
        {done && <QuickOrderResult added={done.added} problems={done.problems} />}
        <ListsTable lists={loaderData.lists} token={loaderData.token} />
        {loaderData.cartLines > 0 && <NewListForm />}
      </div>
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
