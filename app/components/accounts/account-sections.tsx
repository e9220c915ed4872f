/** The sections of /account. Each form posts to the route's action (so it
 * works without JavaScript); its answer shows inside that section. */
import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { PASSWORD_MIN } from '../../../domain/shared/schemas';
import { Field, PasswordField } from '../shared/storefront-field';
import { Banner, Button } from '../shared/ui';
import type { Address } from '../../../domain/shared/types';
import { AccountAddresses } from './account-addresses';
import { useText } from '../../lib/text';

export type AccountAnswer =
  | { ok: true; intent?: string; message?: string; notice?: string }
  | { ok: false; intent?: string; message?: string; errors?: Record<string, string>; values?: Record<string, string> }
  | undefined;

type Props = { name: string; email: string; addresses: Address[]; answer: AccountAnswer };

const card = 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-6';
function Outcome({ answer, intent }: { answer: AccountAnswer; intent: string }) {
  if (!answer || answer.intent !== intent) return null;
  return answer.message ? <Banner tone={answer.ok ? 'notice' : 'error'}>{answer.message}</Banner> : null;
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="mb-4 text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function AccountSections({ name, email, addresses, answer }: Props) {
  const { ACCOUNT, AUTH_UI, FORM_MSG, UI } = useText();
  const busy = useNavigation().state === 'submitting';
  const root = useRef<HTMLDivElement>(null);
  // a saved form forgets the passwords typed into it
  useEffect(() => {
    if (answer?.ok)
      root.current
        ?.querySelectorAll<HTMLInputElement>('input[type=password], input[name$="assword"]')
        .forEach((input) => (input.value = ''));
  }, [answer]);
  const errors = (intent: string) => (answer && !answer.ok && answer.intent === intent ? (answer.errors ?? {}) : {});
  return (
    <div ref={root} className="grid gap-6 lg:grid-cols-2">
      <Section id="profile-title" title={ACCOUNT.profileSection}>
        <Form method="post" className="space-y-4" noValidate>
          <input type="hidden" name="intent" value="name" />
          <Field
            id="account-name"
            name="name"
            label={AUTH_UI.name}
            autoComplete="name"
            required
            defaultValue={name}
            error={errors('name').name}
          />
          <Outcome answer={answer} intent="name" />
          <Button type="submit" disabled={busy} variant="primary">
            {ACCOUNT.saveName}
          </Button>
        </Form>
      </Section>

      <Section id="email-title" title={ACCOUNT.emailSection}>
        <Form method="post" className="space-y-4" noValidate>
          <input type="hidden" name="intent" value="email" />
          <Field
            id="account-email"
            name="email"
            type="email"
            label={ACCOUNT.newEmail}
            autoComplete="email"
            required
            defaultValue={email}
            error={errors('email').email}
          />
          <PasswordField
            id="account-email-password"
            name="currentPassword"
            label={ACCOUNT.currentPassword}
            autoComplete="current-password"
            required
            hint={ACCOUNT.emailHint}
            error={errors('email').currentPassword}
          />
          <Outcome answer={answer} intent="email" />
          <Button type="submit" disabled={busy} variant="primary">
            {ACCOUNT.saveEmail}
          </Button>
        </Form>
      </Section>

      <Section id="password-title" title={ACCOUNT.passwordSection}>
        <Form method="post" className="space-y-4" noValidate>
          <input type="hidden" name="intent" value="password" />
          <PasswordField
            id="account-current-password"
            name="currentPassword"
            label={ACCOUNT.currentPassword}
            autoComplete="current-password"
            required
            error={errors('password').currentPassword}
          />
          <PasswordField
            id="account-new-password"
            name="newPassword"
            label={ACCOUNT.newPassword}
            autoComplete="new-password"
            required
            hint={FORM_MSG.passwordRule(PASSWORD_MIN)}
            error={errors('password').newPassword}
          />
          <Outcome answer={answer} intent="password" />
          <Button type="submit" disabled={busy} variant="primary">
            {ACCOUNT.savePasswordChange}
          </Button>
        </Form>
      </Section>

      <Section id="addresses-title" title={ACCOUNT.addressesSection}>
        <Outcome answer={answer} intent="default-address" />
        <Outcome answer={answer} intent="delete-address" />
        <AccountAddresses addresses={addresses} />
      </Section>

      <Section id="delete-title" title={ACCOUNT.deleteSection}>
        <p className="text-sm text-slate-700">{ACCOUNT.deleteWarning}</p>
        {/* a disclosure first, then the password: the confirm works without JavaScript too */}
        <details className="mt-4" open={answer?.intent === 'delete-account' || undefined}>
          <summary className="cursor-pointer text-sm font-semibold text-red-700">{ACCOUNT.deleteOpen}</summary>
          <Form
            method="post"
            className="mt-4 space-y-4"
            noValidate
            onSubmit={(e) => {
              if (!window.confirm(ACCOUNT.confirmDeleteAccount)) e.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value="delete-account" />
            <PasswordField
              id="account-delete-password"
              name="currentPassword"
              label={ACCOUNT.currentPassword}
              autoComplete="current-password"
              required
              error={errors('delete-account').currentPassword}
            />
            <Outcome answer={answer} intent="delete-account" />
            <Button type="submit" disabled={busy} variant="danger">
              {ACCOUNT.deleteConfirm}
            </Button>
          </Form>
        </details>
      </Section>

      <Section id="logout-title" title={UI.logout}>
        <Form method="post">
          <input type="hidden" name="intent" value="logout" />
          <input type="hidden" name="redirectTo" value="/" />
          <button
            type="submit"
            className="h-11 rounded-full border border-slate-300 px-5 font-semibold text-slate-800 hover:bg-slate-100"
          >
            {UI.logout}
          </button>
        </Form>
      </Section>
    </div>
  );
}
