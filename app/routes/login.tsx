/** /login: the login/register form as a page. The header's login button leads
 * here before JavaScript has loaded; afterwards it opens the same form in a dialog. */
import { data, redirect, useSearchParams } from 'react-router';
import { loginSchema, registerSchema } from '../../domain/shared/schemas';
import { MSG } from '../../domain/shared/messages';
import { AuthForm, type AuthMode } from '../components/accounts/auth-form';
import { Container } from '../components/shared/page-heading';
import { RouteError } from '../components/shared/route-error';
import { formAction, orFail, parseOrFail } from '../lib/form-action.server';
import { INLINE_ANSWER } from '../lib/notices';
import { safeRedirect } from '../lib/safe-redirect';
import { startSession } from '../lib/session.server';
import { seo, errorMeta } from '../lib/seo';
import { pageLoader } from '../lib/http.server';
import { langCookie, pageText, requestLang } from '../lib/text.server';
import type { Route } from './+types/login';
import { textsOf } from '../lib/text';

export function meta(args: Route.MetaArgs) {
  if (args.error) return errorMeta();
  const { ACCOUNT, PAGE } = textsOf(args.matches);
  return seo(args, { title: PAGE.title(ACCOUNT.loginPageTitle), description: ACCOUNT.loginPageTitle, noindex: true });
}

export const loader = pageLoader(async ({ request, context }: Route.LoaderArgs) => {
  const params = new URL(request.url).searchParams;
  if (context.user) throw redirect(safeRedirect(params.get('redirectTo')));
  return { text: pageText(request, ['ACCOUNT']) };
});

/** Login or registration: a session, the visitor's cart moved into the account; a page post goes
 * back to `redirectTo`, the dialog's fetcher stays on its page with the welcome as the answer. */
export const action = formAction(
  async ({ context, request }: Route.ActionArgs, fields) => {
    const intent = fields.intent as AuthMode;
    const user =
      intent === 'login'
        ? await orFail(
            () => context.services.signIn.signIn(context.loginLimiter, parseOrFail(loginSchema, fields, { intent })),
            fields,
            { intent },
          )
        : await orFail(
            () => context.services.accounts.registerUser(parseOrFail(registerSchema, fields, { intent })),
            fields,
            { intent },
          );
    const headers = new Headers(await startSession(context, request, user));
    // the language is remembered on the account (the switch sets it): a login on another device follows it;
    // a registration on a Russian page starts Russian
    const pageLang = requestLang(request);
    const chosen = await context.services.accounts.languageOf(user._id);
    if (intent === 'register' && pageLang !== 'az') await context.services.accounts.setLanguage(user._id, pageLang);
    if (chosen) headers.append('set-cookie', langCookie(chosen, context.secureCookies));
    if (fields.redirectTo !== undefined) throw redirect(safeRedirect(fields.redirectTo), { headers });
    return data({ ok: true as const, message: intent === 'login' ? MSG.loggedIn : MSG.registered }, { headers });
  },
  ['login', 'register'],
);

export default function LoginPage({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const redirectTo = safeRedirect(params.get('redirectTo'));
  const failure =
    actionData && !actionData.ok
      ? { ...actionData, mode: (actionData.intent === 'register' ? 'register' : 'login') as AuthMode }
      : undefined;

  return (
    <Container className="max-w-md">
      <div className="my-8 rounded-2xl border border-slate-200 p-6 sm:my-12 sm:p-8">
        <AuthForm
          key={JSON.stringify(failure ?? {})}
          initialMode={params.get('mode') === 'register' ? 'register' : 'login'}
          redirectTo={redirectTo}
          serverFailure={failure}
          fetcherKey={`${INLINE_ANSWER}login-page`}
          titleRow={(title) => <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>}
        />
      </div>
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
