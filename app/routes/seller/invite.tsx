/** /seller/invite?token=…: the invited person sets their password (issue 35 item 1). Outside the
 * panel's layout (they are not signed in yet); the link's token is checked on the first view. */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Route } from './+types/invite';
import { api } from '../../lib/api';
import { toast } from '../../lib/toast';
import { sellerMetaOf } from '../../lib/seller-meta';
import { TextInput } from '../../components/seller/seller-fields';
import { pageText } from '../../lib/text.server';
import { Button } from '../../components/shared/ui';
import { useText } from '../../lib/text';
import { STAFF_PASSWORD_MIN } from '../../../domain/staff/permissions';

export const meta = sellerMetaOf((t) => t.STAFF_TEXT.setPasswordTitle);

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const invite = await context.services.staffAccounts.findInvite(token);
  // outside the panel's layout: the words of its fields and title come from here
  return { token: invite ? token : '', invite, text: pageText(request, ['SELLER_TEXT', 'STAFF_TEXT', 'ROLE_LABEL']) };
}

export default function InvitePage({ loaderData }: Route.ComponentProps) {
  const { ROLE_LABEL, STAFF_TEXT } = useText();
  const { token, invite } = loaderData;
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    const result = await api('/staff/accept', {
      json: { token, password: data.get('password'), name: data.get('name') || undefined },
    });
    setBusy(false);
    if (!result.success) return void toast.error(result.message);
    toast.success(STAFF_TEXT.passwordSet);
    await navigate('/seller', { replace: true });
  }
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <div className="w-full max-w-sm space-y-5 rounded-2xl bg-white p-8 shadow-lg">
        <h1 className="text-2xl font-semibold">{STAFF_TEXT.setPasswordTitle}</h1>
        {!invite ? (
          <p role="alert" className="text-slate-700">
            {STAFF_TEXT.inviteInvalid}
          </p>
        ) : (
          <form onSubmit={submit} className="space-y-4">
            <p className="text-sm text-slate-600">
              {STAFF_TEXT.setPasswordHint(invite.email)} {STAFF_TEXT.role}: {ROLE_LABEL[invite.role]}.
            </p>
            <TextInput label={STAFF_TEXT.name} name="name" autoComplete="name" />
            <TextInput
              label={STAFF_TEXT.password}
              name="password"
              type="password"
              required
              minLength={STAFF_PASSWORD_MIN}
              autoComplete="new-password"
            />
            <Button type="submit" variant="panel" className="w-full" disabled={busy}>
              {STAFF_TEXT.setPassword}
            </Button>
          </form>
        )}
      </div>
    </main>
  );
}
