/** /forgot-password: asks for a reset link. The answer is the same whether or
 * not the e-mail has an account, so the page tells nobody who is a customer. */
import { Form, useNavigation } from 'react-router';
import { AppLink } from '../components/shared/app-link';
import { forgotPasswordSchema } from '../../domain/accounts/account-schemas';
import { MSG } from '../../domain/shared/messages';
import { Field } from '../components/shared/storefront-field';
import { Container, PageTitle } from '../components/shared/page-heading';
import { RouteError } from '../components/shared/route-error';
import { formAction, parseOrFail } from '../lib/form-action.server';
import { seo, errorMeta } from '../lib/seo';
import { pageText, requestLang } from '../lib/text.server';
import type { Route } from './+types/forgot-password';
import { textsOf, useText } from '../lib/text';

export async function loader({ request }: Route.LoaderArgs) {
  return { text: pageText(request, ['ACCOUNT']) };
}

export function meta(args: Route.MetaArgs) {
  if (args.error) return errorMeta();
  const { ACCOUNT, PAGE } = textsOf(args.matches);
  return seo(args, { title: PAGE.title(ACCOUNT.forgotTitle), description: ACCOUNT.forgotLead, noindex: true });
}

export const action = formAction(async ({ request, context }: Route.ActionArgs, fields) => {
  const { email } = parseOrFail(forgotPasswordSchema, fields);
  await context.services.passwordReset.requestPasswordReset(email, context.origin, requestLang(request));
  return { ok: true as const, message: MSG.resetRequested };
});

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { ACCOUNT, AUTH_UI, UI } = useText();
  const busy = useNavigation().state === 'submitting';
  const failed = actionData && !actionData.ok ? actionData : undefined;
  return (
    <Container className="max-w-md">
      <PageTitle lead={ACCOUNT.forgotLead}>{ACCOUNT.forgotTitle}</PageTitle>
      {actionData?.ok ? (
        <p role="status" className="rounded-xl border border-teal-200 bg-teal-50 px-4 py-3 text-teal-900">
          {actionData.message}
        </p>
      ) : (
        <Form method="post" noValidate className="space-y-4 rounded-2xl border border-slate-200 p-5 sm:p-6">
          <Field
            id="forgot-email"
            name="email"
            type="email"
            label={AUTH_UI.email}
            autoComplete="email"
            required
            defaultValue={failed?.values?.email}
            error={failed?.errors?.email}
          />
          <button
            type="submit"
            disabled={busy}
            className="h-11 w-full rounded-full bg-primary font-semibold text-white hover:bg-primary-dull disabled:opacity-60"
          >
            {busy ? UI.sending : ACCOUNT.sendLink}
          </button>
        </Form>
      )}
      <AppLink to="/login" className="mt-6 inline-block text-sm font-semibold text-primary hover:underline">
        {ACCOUNT.backToLogin}
      </AppLink>
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
