/** /login: the login/register form as a page. The header's login button leads
 * here before JavaScript has loaded; afterwards it opens the same form in a dialog. */
import { redirect, useNavigate, useSearchParams } from 'react-router';
import { ACCOUNT } from '../../domain/account-text';
import { loginSchema, registerSchema } from '../../domain/schemas';
import { pageTitle } from '../../domain/storefront-pages';
import type { PublicUser } from '../../domain/types';
import { AuthForm, type AuthMode } from '../components/auth-form';
import { Container } from '../components/page-heading';
import { RouteError } from '../components/route-error';
import { useShop } from '../components/shop-context';
import { formFields, handleForm, orFail, parseOrFail } from '../lib/form-action.server';
import { safeRedirect } from '../lib/safe-redirect';
import { startSession } from '../lib/session.server';
import { seo } from '../lib/seo';
import type { Route } from './+types/login';

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: pageTitle(ACCOUNT.loginPageTitle), description: ACCOUNT.loginPageTitle, noindex: true });
}

export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  if (context.user) throw redirect(safeRedirect(params.get('redirectTo')));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleForm(async () => {
    const fields = await formFields(request);
    const mode: AuthMode = fields.intent === 'register' ? 'register' : 'login';
    const user =
      mode === 'login'
        ? await orFail(
            () =>
              context.services.signIn.signIn(context.loginLimiter, parseOrFail(loginSchema, fields, { intent: mode })),
            fields,
            { intent: mode },
          )
        : await orFail(
            () => context.services.accounts.registerUser(parseOrFail(registerSchema, fields, { intent: mode })),
            fields,
            { intent: mode },
          );
    const to = safeRedirect(new URL(request.url).searchParams.get('redirectTo'));
    throw redirect(to, { headers: await startSession(context, request, user) });
  });
}

export default function LoginPage({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signedIn } = useShop();
  const redirectTo = safeRedirect(params.get('redirectTo'));
  const failure =
    actionData && !actionData.ok
      ? { ...actionData, mode: (actionData.intent === 'register' ? 'register' : 'login') as AuthMode }
      : undefined;

  async function done(user: PublicUser) {
    await signedIn(user);
    navigate(redirectTo);
  }

  return (
    <Container className="max-w-md">
      <div className="my-8 rounded-2xl border border-slate-200 p-6 sm:my-12 sm:p-8">
        <AuthForm
          key={JSON.stringify(failure ?? {})}
          initialMode={params.get('mode') === 'register' ? 'register' : 'login'}
          redirectTo={redirectTo}
          serverFailure={failure}
          onSignedIn={done}
          titleRow={(title) => <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>}
        />
      </div>
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
