/** /account/join?token=…: a colleague takes a company's invitation (issue 33). A visitor is sent
 * to log in first and comes back here; the address carries the token, so the page is private. */
import { Form, redirect } from 'react-router';
import { Container, PageTitle } from '../../components/shared/page-heading';
import { RouteError } from '../../components/shared/route-error';
import { Banner, Button } from '../../components/shared/ui';
import { formAction, orFail } from '../../lib/form-action.server';
import { pageLoader } from '../../lib/http.server';
import { seo, errorMeta } from '../../lib/seo';
import { pageText } from '../../lib/text.server';
import { textsOf, useText } from '../../lib/text';
import type { Route } from './+types/join';

export function meta(args: Route.MetaArgs) {
  if (args.error) return errorMeta(); // the loader did not run: no words were sent
  const { PAGE, BUSINESS_UI } = textsOf(args.matches);
  return seo(args, { title: PAGE.title(BUSINESS_UI.joinTitle), description: BUSINESS_UI.lead, noindex: true });
}

const back = (token: string) => `/login?redirectTo=${encodeURIComponent(`/account/join?token=${token}`)}`;

// pageLoader: on /ru the login it sends to is /ru/login (decision 0100)
export const loader = pageLoader(async ({ request, context }: Route.LoaderArgs) => {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!context.user) throw redirect(back(token));
  return { token, email: context.user.email, text: pageText(request, ['BUSINESS_UI']) };
});

export const action = formAction(
  async ({ context }: Route.ActionArgs, fields) => {
    const token = (fields.token ?? '').slice(0, 100);
    if (!context.user) throw redirect(back(token));
    const user = context.user;
    await orFail(() => context.services.tradeInvites.acceptInvite(user._id, token), fields, { intent: 'join' });
    throw redirect('/account/business');
  },
  ['join'],
);

export default function JoinPage({ loaderData, actionData }: Route.ComponentProps) {
  const { BUSINESS_UI } = useText();
  return (
    <Container className="max-w-xl">
      <PageTitle lead={BUSINESS_UI.joinLead(loaderData.email)}>{BUSINESS_UI.joinTitle}</PageTitle>
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="join" />
        <input type="hidden" name="token" value={loaderData.token} />
        {actionData && !actionData.ok && actionData.message && <Banner>{actionData.message}</Banner>}
        <Button type="submit" variant="primary">
          {BUSINESS_UI.join}
        </Button>
      </Form>
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
