/** The login/register modal (spec §4/§5): a native modal <dialog> traps
 * focus, closes on Escape and gives focus back to the opener. */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '../lib/toast';
import { loginSchema, registerSchema } from '../../domain/schemas';
import { UI } from '../../domain/storefront-text';
import type { PublicUser } from '../../domain/types';
import { api } from '../lib/api';
import { Field, fieldErrors, focusFirstInvalid } from './field';
import { CloseIcon } from './icons';
import { useShop } from './shop-context';

type Mode = 'login' | 'register';

export function AuthDialog() {
  const { authOpen, closeAuth, signedIn } = useShop();
  const dialog = useRef<HTMLDialogElement>(null);
  const [mode, setMode] = useState<Mode>('login');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (authOpen && !element.open) {
      element.showModal();
      element.querySelector('input')?.focus(); // the first field, not the close button: the customer came to type
    }
    if (!authOpen && element.open) {
      element.close();
      // after a login the opener (the header's login button) is gone: keep focus in the header, not on <body>
      if (document.activeElement === document.body) document.getElementById('account-button')?.focus();
    }
  }, [authOpen]);

  function switchMode(next: Mode) {
    setMode(next);
    setErrors({});
    setFailure('');
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form));
    const parsed = (mode === 'login' ? loginSchema : registerSchema).safeParse(values);
    setFailure('');
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return focusFirstInvalid(form);
    }
    setErrors({});
    setBusy(true);
    const result = await api<{ user: PublicUser }>(`/user/${mode}`, { json: parsed.data });
    setBusy(false);
    if (!result.success) {
      setFailure(result.message);
      toast.error(result.message);
      return;
    }
    if (result.message) toast.success(result.message);
    await signedIn(result.user);
  }

  const title = mode === 'login' ? UI.loginTitle : UI.registerTitle;
  return (
    <dialog
      ref={dialog}
      aria-labelledby="auth-title"
      onClose={closeAuth}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/50"
    >
      <form onSubmit={submit} noValidate className="space-y-4 p-6 sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <h2 id="auth-title" className="text-xl font-bold text-slate-900">
            {title}
          </h2>
          <button type="button" onClick={closeAuth} aria-label={UI.close} className="-mr-2 -mt-1 grid h-9 w-9 place-items-center rounded-full text-slate-600 hover:bg-slate-100">
            <CloseIcon />
          </button>
        </div>
        {mode === 'register' && <Field id="auth-name" name="name" label={UI.name} autoComplete="name" required error={errors.name} />}
        <Field id="auth-email" name="email" type="email" label={UI.email} autoComplete="email" required error={errors.email} />
        <Field
          id="auth-password"
          name="password"
          type="password"
          label={UI.password}
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          required
          error={errors.password}
        />
        {failure && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {failure}
          </p>
        )}
        <button type="submit" disabled={busy} className="h-11 w-full rounded-full bg-primary font-semibold text-white hover:bg-primary-dull disabled:opacity-60">
          {busy ? UI.sending : mode === 'login' ? UI.login : UI.register}
        </button>
        <p className="text-center text-sm text-slate-600">
          {mode === 'login' ? UI.noAccount : UI.haveAccount}{' '}
          <button type="button" onClick={() => switchMode(mode === 'login' ? 'register' : 'login')} className="font-semibold text-primary underline-offset-2 hover:underline">
            {mode === 'login' ? UI.createAccount : UI.loginInstead}
          </button>
        </p>
      </form>
    </dialog>
  );
}
