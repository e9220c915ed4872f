/** The seller login (docs/architecture.md §Pages): shown by /seller to anyone not signed in as a seller. */
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { toast } from '../../lib/toast';
import { api } from '../../lib/api';
import { MSG } from '../../../domain/shared/messages';
import { SITE } from '../../../domain/settings/site';
import { REMEMBER_DAYS } from '../../../domain/staff/two-factor';
import { TextInput } from './seller-fields';
import { Button } from '../shared/ui';
import { useText } from '../../lib/text';

const LOGIN_NOTICE = 'seller-login';

export function SellerLogin() {
  const { SELLER_TEXT, TWO_FACTOR_TEXT } = useText();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  // a member with two-factor sign-in is asked for a code after a right password (decision 0101)
  const [askCode, setAskCode] = useState(false);

  async function login(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    const second = askCode ? { code: form.get('code'), remember: form.get('remember') === 'on' } : {};
    const result = await api('/seller/login', {
      json: { email: form.get('email'), password: form.get('password'), ...second },
    });
    // one notice for the form: a success replaces the earlier error instead of standing beside it
    if (result.success) {
      toast.success(result.message || MSG.loggedIn, { id: LOGIN_NOTICE });
      // a login at the panel's door lands on the overview; a deep link stays where it was
      if (/^\/seller\/?$/.test(location.pathname)) await navigate('/seller/overview', { replace: true });
      else await revalidator.revalidate();
    } else {
      if (result.field === 'code') setAskCode(true);
      toast.error(result.message || MSG.error, { id: LOGIN_NOTICE });
    }
    setBusy(false);
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <form onSubmit={login} className="w-full max-w-sm space-y-5 rounded-2xl bg-white p-8 shadow-lg">
        <div>
          <p className="text-sm font-semibold text-primary">{SITE.name}</p>
          <h1 className="mt-1 text-2xl font-semibold">{SELLER_TEXT.loginTitle}</h1>
          <p className="mt-2 text-sm text-slate-600">{SELLER_TEXT.loginHint}</p>
        </div>
        <TextInput label={SELLER_TEXT.email} name="email" type="email" autoComplete="username" required />
        <TextInput
          label={SELLER_TEXT.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        {askCode && (
          <>
            <TextInput
              label={TWO_FACTOR_TEXT.loginCode}
              name="code"
              autoComplete="one-time-code"
              required
              maxLength={20}
              autoFocus
            />
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="remember" className="h-4 w-4" />
              {TWO_FACTOR_TEXT.remember(REMEMBER_DAYS)}
            </label>
          </>
        )}
        <Button type="submit" disabled={busy} variant="panel" className="w-full">
          {busy ? SELLER_TEXT.loggingIn : SELLER_TEXT.login}
        </Button>
      </form>
    </main>
  );
}
