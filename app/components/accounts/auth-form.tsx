/** The login/register form (docs/architecture.md §Order states, §Validation), in the header's dialog and on /login.
 * It posts to the /login action, as a page before JavaScript and as a fetcher
 * once hydrated, and reports a failure once, inside the form. */
import { useEffect, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { AppLink } from '../shared/app-link';
import { loginSchema, PASSWORD_MIN, registerSchema } from '../../../domain/shared/schemas';
import { Field, focusFirstInvalid, PasswordField } from '../shared/storefront-field';
import { RedirectField } from '../shared/redirect-field';
import { Banner } from '../shared/ui';
import { useLang, useText } from '../../lib/text';
import { useFieldErrors } from '../../lib/form-messages';
import { pathInLang } from '../../../domain/i18n/lang';

export type AuthMode = 'login' | 'register';
export type AuthFailure = {
  mode: AuthMode;
  message?: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
};

type Props = {
  initialMode?: AuthMode;
  /** On the /login page: where the action sends the customer after login. In the dialog none:
   * the customer stays on the page, which loads again with the account. */
  redirectTo?: string;
  /** From the /login action, when the form was posted as a page. */
  serverFailure?: AuthFailure;
  /** The dialog's fetcher key (an INLINE_ANSWER one); the dialog closes on its success. */
  fetcherKey: string;
  onSignedIn?: () => void;
  /** The dialog's close button sits in its title row. */
  titleRow: (title: string) => React.ReactNode;
};

type Answer =
  { ok: true; message: string } | { ok: false; intent?: string; message?: string; errors?: Record<string, string> };

export function AuthForm({
  initialMode = 'login',
  redirectTo,
  serverFailure,
  fetcherKey,
  onSignedIn,
  titleRow,
}: Props) {
  const { AUTH_UI, FORM_MSG, UI } = useText();
  const fieldErrors = useFieldErrors();
  const lang = useLang();
  const fetcher = useFetcher<Answer>({ key: fetcherKey });
  const [mode, setMode] = useState<AuthMode>(serverFailure?.mode ?? initialMode);
  const [checked, setChecked] = useState<{ errors: Record<string, string>; failure: string }>({
    errors: serverFailure?.errors ?? {},
    failure: serverFailure?.message ?? '',
  });
  const busy = fetcher.state !== 'idle';
  const values = serverFailure?.values ?? {};

  // the action's answer, once: a refusal shows here (once: no notice repeats it), a success closes the dialog
  const [seen, setSeen] = useState<Answer | undefined>(undefined);
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  if (answer && answer !== seen) {
    setSeen(answer);
    if (!answer.ok) setChecked({ errors: answer.errors ?? {}, failure: answer.message ?? '' });
  }
  useEffect(() => {
    if (seen?.ok) onSignedIn?.();
  }, [seen, onSignedIn]);

  function switchMode(next: AuthMode) {
    setMode(next);
    setChecked({ errors: {}, failure: '' });
  }

  /** Once hydrated the fields are checked here first, by the action's own schemas. */
  function check(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const parsed = (mode === 'login' ? loginSchema : registerSchema).safeParse(Object.fromEntries(new FormData(form)));
    if (parsed.success) return setChecked({ errors: {}, failure: '' });
    event.preventDefault();
    setChecked({ errors: fieldErrors(parsed.error.issues), failure: '' });
    focusFirstInvalid(form);
  }
  const { errors, failure } = checked;

  const other: AuthMode = mode === 'login' ? 'register' : 'login';
  return (
    <fetcher.Form
      method="post"
      // on the page the address keeps redirectTo, so a refused post renders a form that still has it
      action={pathInLang(redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login', lang)}
      onSubmit={check}
      noValidate
      className="space-y-4"
    >
      {titleRow(mode === 'login' ? AUTH_UI.loginTitle : AUTH_UI.registerTitle)}
      <input type="hidden" name="intent" value={mode} />
      {redirectTo && <RedirectField to={redirectTo} always />}
      {mode === 'register' && (
        <Field
          id="auth-name"
          name="name"
          label={AUTH_UI.name}
          autoComplete="name"
          required
          defaultValue={values.name}
          error={errors.name}
        />
      )}
      <Field
        id="auth-email"
        name="email"
        type="email"
        label={AUTH_UI.email}
        autoComplete="email"
        required
        defaultValue={values.email}
        error={errors.email}
      />
      <PasswordField
        id="auth-password"
        name="password"
        label={AUTH_UI.password}
        autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
        required
        hint={mode === 'register' ? FORM_MSG.passwordRule(PASSWORD_MIN) : undefined}
        error={errors.password}
      />
      {mode === 'login' && (
        <p className="-mt-2 text-right text-sm">
          <AppLink to="/forgot-password" className="font-semibold text-primary underline-offset-2 hover:underline">
            {AUTH_UI.forgotPassword}
          </AppLink>
        </p>
      )}
      {failure && <Banner>{failure}</Banner>}
      <button
        type="submit"
        disabled={busy}
        className="h-11 w-full rounded-full bg-primary font-semibold text-white hover:bg-primary-dull disabled:opacity-60"
      >
        {busy ? UI.sending : mode === 'login' ? UI.login : UI.register}
      </button>
      <p className="text-center text-sm text-slate-600">
        {mode === 'login' ? AUTH_UI.noAccount : AUTH_UI.haveAccount}{' '}
        <AppLink
          to={`/login?mode=${other}&redirectTo=${encodeURIComponent(redirectTo ?? '/')}`}
          role="button"
          onClick={(e) => {
            e.preventDefault();
            switchMode(other);
          }}
          className="font-semibold text-primary underline-offset-2 hover:underline"
        >
          {mode === 'login' ? AUTH_UI.createAccount : AUTH_UI.loginInstead}
        </AppLink>
      </p>
    </fetcher.Form>
  );
}
