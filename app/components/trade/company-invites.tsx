/** The company owner's pending invitations on /account/business (issue 33): each e-mail, when it
 * was sent and until when its link works, and a button that revokes it (a plain form post, so it
 * works without JavaScript; the link then answers that it no longer works). */
import { Form, useNavigation } from 'react-router';
import { formatDateTimeIn } from '../../../domain/shared/format';
import type { PendingInvite } from '../../../domain/trade/types';
import { useLang, useText } from '../../lib/text';
import { Banner, Button } from '../shared/ui';
import type { FormAnswer } from './business-apply-form';

export function CompanyInvites({ invites, answer }: { invites: readonly PendingInvite[]; answer: FormAnswer }) {
  const { BUSINESS_UI } = useText();
  const lang = useLang();
  const busy = useNavigation().state === 'submitting';
  const mine = answer?.intent === 'revoke' ? answer : undefined;
  return (
    <section
      aria-labelledby="invites-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 lg:col-span-2"
      data-testid="company-invites"
    >
      <h2 id="invites-title" className="mb-3 text-lg font-bold text-slate-900">
        {BUSINESS_UI.invitesTitle}
      </h2>
      {mine?.message && (
        <div className="mb-3">
          <Banner tone={mine.ok ? 'notice' : undefined}>{mine.message}</Banner>
        </div>
      )}
      {invites.length === 0 ? (
        <p className="text-sm text-slate-600">{BUSINESS_UI.invitesNone}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {invites.map((invite) => (
            <li key={invite._id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0 text-sm">
                <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{invite.email}</p>
                <p className="text-slate-600">
                  {BUSINESS_UI.inviteSentAt(formatDateTimeIn(lang, invite.createdAt))} ·{' '}
                  {BUSINESS_UI.inviteExpiresAt(formatDateTimeIn(lang, invite.expiresAt))}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="revoke" />
                <input type="hidden" name="inviteId" value={invite._id} />
                <Button
                  type="submit"
                  variant="secondary"
                  disabled={busy}
                  aria-label={BUSINESS_UI.revokeOf(invite.email)}
                >
                  {BUSINESS_UI.revoke}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
