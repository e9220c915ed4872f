/** The login/register form (spec §4/§5), in the header's dialog and on /login.
 * It posts to /login, so it works before JavaScript; once hydrated it calls
 * the API instead and reports a failure once, inside the form. */
import { useState, type FormEvent } from 'react';
import { toast } from '../lib/toast';
import { AppLink } from './app-link';
import { ACCOUNT } from '../../domain/account-text';
import { loginSchema, PASSWORD_RULE, registerSchema } from '../../domain/schemas';
import { UI } from '../../domain/storefront-text';
import type { PublicUser } from '../../domain/types';
import { api } from '../lib/api';
import { Field, fieldErrors, focusFirstInvalid, PasswordField } from './field';

export type AuthMode = 'login' | 'register';
export type AuthFailure = {
  mode: AuthMode;
  message?: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
};

type Props = {
  initialMode?: AuthMode;
  /** Where the no-JavaScript post returns to. */
  redirectTo: string;
  /** From the /login action, when the form was posted without JavaScript. */
  serverFailure?: AuthFailure;
  onSignedIn: (user: PublicUser) => Promise<void> | void;
  /** The dialog's close button sits in its title row. */
  titleRow: (title: string) => React.ReactNode;
};

export function AuthForm({ initialMode = 'login', redirectTo, serverFailure, onSignedIn, titleRow }: Props) {
  const [mode, setMode] = useState<AuthMode>(serverFailure?.mode ?? initialMode);
  const [errors, setErrors] = useState<Record<string, string>>(serverFailure?.errors ?? {});
  const [failure, setFailure] = useState(serverFailure?.message ?? '');
  const [busy, setBusy] = useState(false);
  const values = serverFailure?.values ?? {};

  function switchMode(next: AuthMode) {
    setMode(next);
    setErrors({});
    setFailure('');
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = (mode === 'login' ? loginSchema : registerSchema).safeParse(Object.fromEntries(new FormData(form)));
    setFailure('');
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return focusFirstInvalid(form);
    }
    setErrors({});
    setBusy(true);
    const result = await api<{ user: PublicUser }>(`/user/${mode}`, { json: parsed.data });
    setBusy(false);
    if (!result.success) return setFailure(result.message); // once, here: no notice repeats it
    if (result.message) toast.success(result.message);
    await onSignedIn(result.user);
  }

  const other: AuthMode = mode === 'login' ? 'register' : 'login';
  return (
    <form
      method="post"
      action={`/login?redirectTo=${encodeURIComponent(redirectTo)}`}
      onSubmit={submit}
      noValidate
      className="space-y-4"
    >
      {titleRow(mode === 'login' ? UI.loginTitle : UI.registerTitle)}
      <input type="hidden" name="intent" value={mode} />
      {mode === 'register' && (
        <Field
          id="auth-name"
          name="name"
          label={UI.name}
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
        label={UI.email}
        autoComplete="email"
        required
        defaultValue={values.email}
        error={errors.email}
      />
      <PasswordField
        id="auth-password"
        name="password"
        label={UI.password}
        autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
        required
        hint={mode === 'register' ? PASSWORD_RULE : undefined}
        error={errors.password}
      />
      {mode === 'login' && (
        <p className="-mt-2 text-right text-sm">
          <AppLink to="/forgot-password" className="font-semibold text-primary underline-offset-2 hover:underline">
            {ACCOUNT.forgotPassword}
          </AppLink>
        </p>
      )}
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      )}
      <button
        type="submit"
        disabled={busy}
        className="h-11 w-full rounded-full bg-primary font-semibold text-white hover:bg-primary-dull disabled:opacity-60"
      >
        {busy ? UI.sending : mode === 'login' ? UI.login : UI.register}
      </button>
      <p className="text-center text-sm text-slate-600">
        {mode === 'login' ? UI.noAccount : UI.haveAccount}{' '}
        <AppLink
          to={`/login?mode=${other}&redirectTo=${encodeURIComponent(redirectTo)}`}
          role="button"
          onClick={(e) => {
            e.preventDefault();
            switchMode(other);
          }}
          className="font-semibold text-primary underline-offset-2 hover:underline"
        >
          {mode === 'login' ? UI.createAccount : UI.loginInstead}
        </AppLink>
      </p>
    </form>
  );
}
