/** /account/lists/:id: one saved list (issue 33 item 5, decision 0104) — its lines at the buyer's
 * price, edited (name, quantities, a line removed) and saved, reordered with one click, or
 * deleted. Only the caller's own or their company's list: any other id is "not found". */
import { redirect } from 'react-router';
import { isId } from '../../../domain/shared/schemas';
import { listUpdateSchema } from '../../../domain/trade/order-list-schema';
import { Container, PageTitle } from '../../components/shared/page-heading';
import { RouteError } from '../../components/shared/route-error';
import { ListEditor } from '../../components/trade/order-list-editor';
import { QuickOrderResult } from '../../components/trade/quick-order-result';
import { AppLink } from '../../components/shared/app-link';
import { Banner } from '../../components/shared/ui';
import { formAction, orFail, refuse } from '../../lib/form-action.server';
import { notFound, pageLoader } from '../../lib/http.server';
import { noticeUrl } from '../../lib/notices';
import { reorderAction } from '../../lib/trade/quick-order.server';
import { errorMeta, seo } from '../../lib/seo';
import { pageText, requestLang, serverTexts } from '../../lib/text.server';
import { textsOf, useText } from '../../lib/text';
import type { Route } from './+types/list';

export function meta(args: Route.MetaArgs) {
  if (args.error) return errorMeta(); // the loader did not run: no words were sent
  const { PAGE, LISTS_UI } = textsOf(args.matches);
  const title = args.data?.list.name ?? LISTS_UI.title;
  return seo(args, { title: PAGE.title(title), description: LISTS_UI.lead, noindex: true });
}

export const loader = pageLoader(async ({ request, params, context }: Route.LoaderArgs) => {
  if (!context.user) throw redirect(`/login?redirectTo=/account/lists/${params.id}`);
  if (!isId(params.id)) throw notFound(serverTexts(requestLang(request)).QUICK_ORDER_MSG.listNotFound);
  return {
    list: await context.services.tradeOrderLists.getList(context.user._id, params.id),
    token: crypto.randomUUID(),
    text: pageText(request, ['LISTS_UI', 'QUICK_ORDER_UI']),
  };
});

/** The editor's fields: `name`, `qty:<product>` per line, and `remove` naming a line to drop. */
function itemsOf(fields: Record<string, string>) {
  return Object.entries(fields).flatMap(([k, v]) =>
    k.startsWith('qty:') && k.slice(4) !== fields.remove ? [{ product: k.slice(4), quantity: Number(v) }] : [],
  );
}

export const action = formAction(
  async ({ request, params, context }: Route.ActionArgs, fields) => {
    const user = context.user;
    if (!user) throw redirect('/login?redirectTo=/account/lists');
    if (!isId(params.id)) throw notFound(serverTexts(requestLang(request)).QUICK_ORDER_MSG.listNotFound);
    const lists = context.services.tradeOrderLists;
    if (fields.intent === 'reorder') return orFail(() => reorderAction(context, user._id, params.id, fields));
    const { LISTS_UI } = serverTexts(requestLang(request));
    if (fields.intent === 'delete') {
      // only the confirmation's own button deletes: never a bare one-click post
      if (fields.confirm !== 'yes') refuse(400, LISTS_UI.deleteUnconfirmed, fields, { intent: 'delete' });
      await orFail(() => lists.deleteList(user._id, params.id));
      throw redirect(noticeUrl('/account/lists', 'list-deleted'));
    }
    const parsed = listUpdateSchema.safeParse({ name: fields.name ?? '', items: itemsOf(fields) });
    if (!parsed.success) {
      const path = String(parsed.error.issues[0].path[0]);
      refuse(400, path === 'name' ? LISTS_UI.nameNeeded : parsed.error.issues[0].message, fields, { intent: 'save' });
    }
    await orFail(() => lists.updateList(user._id, params.id, parsed.data), fields, { intent: 'save' });
    return { ok: true as const, saved: LISTS_UI.saved };
  },
  ['reorder', 'save', 'delete'],
);

export default function ListPage({ loaderData, actionData }: Route.ComponentProps) {
  const { LISTS_UI: T } = useText();
  const { list, token } = loaderData;
  const done = actionData && 'added' in actionData ? actionData : undefined;
  const refused = actionData && !actionData.ok && 'message' in actionData ? actionData.message : undefined;
  const saved = actionData && 'saved' in actionData ? actionData.saved : undefined;
  return (
    <Container className="max-w-4xl">
      <PageTitle>{list.name}</PageTitle>
      <div className="grid gap-6">
        {refused && <Banner>{refused}</Banner>}
        {saved && <Banner tone="notice">{saved}</Banner>}
        {done && <QuickOrderResult added={done.added} problems={done.problems} />}
        <ListEditor key={list.updatedAt} list={list} token={token} />
        <AppLink to="/account/lists" className="text-sm font-semibold text-primary hover:underline">
          ← {T.back}
        </AppLink>
      </div>
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
