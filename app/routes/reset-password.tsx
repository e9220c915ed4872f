/** /reset-password?token=…: the link from the e-mail. A new password ends
 * every session of the account; the customer then logs in with it. */
import { Form, redirect, useNavigation } from 'react-router';
import { AppLink } from '../components/shared/app-link';
import { resetPasswordSchema } from '../../domain/accounts/account-schemas';
import { PASSWORD_MIN } from '../../domain/shared/schemas';
import { PasswordField } from '../components/shared/storefront-field';
import { Container, PageTitle } from '../components/shared/page-heading';
import { RouteError } from '../components/shared/route-error';
import { formAction, orFail, parseOrFail } from '../lib/form-action.server';
import { noticeUrl } from '../lib/notices';
import { endSessionHeaders } from '../lib/session.server';
import { seo, errorMeta } from '../lib/seo';
import { pageLoader } from '../lib/http.server';
import { pageText } from '../lib/text.server';
import type { Route } from './+types/reset-password';
import { Banner, buttonClass } from '../components/shared/ui';
import { textsOf, useText } from '../lib/text';

export function meta(args: Route.MetaArgs) {
  if (args.error) return errorMeta();
  const { ACCOUNT, PAGE } = textsOf(args.matches);
  // the token in the address is not sent to other sites: the shop's Referrer-Policy is same-origin
  return seo(args, { title: PAGE.title(ACCOUNT.resetTitle), description: ACCOUNT.resetTitle, noindex: true });
}

export const loader = pageLoader(async ({ request, context }: Route.LoaderArgs) => {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const valid =
    token.length >= 20 && token.length <= 100 && (await context.services.passwordReset.isResetTokenValid(token));
  return { token: valid ? token : '', text: pageText(request, ['ACCOUNT', 'ACCOUNT_MSG']) };
});

export const action = formAction(async ({ context }: Route.ActionArgs, fields) => {
  const input = parseOrFail(resetPasswordSchema, fields);
  await orFail(() => context.services.passwordReset.resetPassword(input.token, input.password), fields);
  throw redirect(noticeUrl('/login', 'password-reset'), { headers: endSessionHeaders(context) });
});

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { ACCOUNT, ACCOUNT_MSG, FORM_MSG, UI } = useText();
  const busy = useNavigation().state === 'submitting';
  const failed = actionData && !actionData.ok ? actionData : undefined;
  if (!loaderData.token) {
    return (
      <Container className="max-w-md">
        <PageTitle>{ACCOUNT.resetTitle}</PageTitle>
        <Banner>{ACCOUNT_MSG.resetInvalid}</Banner>
        <AppLink to="/forgot-password" className={buttonClass('primary', 'mt-6')}>
          {ACCOUNT.requestNewLink}
        </AppLink>
      </Container>
    );
  }
  return (
    <Container className="max-w-md">
      <PageTitle>{ACCOUNT.resetTitle}</PageTitle>
      <Form method="post" noValidate className="space-y-4 rounded-2xl border border-slate-200 p-5 sm:p-6">
        <input type="hidden" name="token" value={loaderData.token} />
        <PasswordField
          id="reset-password"
          name="password"
          label={ACCOUNT.newPassword}
          autoComplete="new-password"
          required
          hint={FORM_MSG.passwordRule(PASSWORD_MIN)}
          error={failed?.errors?.password}
        />
        {failed?.message && <Banner>{failed.message}</Banner>}
        <button
          type="submit"
          disabled={busy}
          className="h-11 w-full rounded-full bg-primary font-semibold text-white hover:bg-primary-dull disabled:opacity-60"
        >
          {busy ? UI.sending : ACCOUNT.savePassword}
        </button>
      </Form>
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
