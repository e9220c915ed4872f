/** /account/business: apply as a company, follow the application, see the company and invite
 * colleagues (issue 33). A customer's own page: never public, never cached. */
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { email } from '../../../domain/shared/schemas';
import { companyApplicationSchema } from '../../../domain/trade/company';
import { Container, PageTitle } from '../../components/shared/page-heading';
import { RouteError } from '../../components/shared/route-error';
import { BusinessApplyForm } from '../../components/trade/business-apply-form';
import { CompanyInvites } from '../../components/trade/company-invites';
import { CompanyCard, CompanyStatus, InviteForm } from '../../components/trade/own-company';
import { formAction, orFail, parseOrFail } from '../../lib/form-action.server';
import { pageLoader } from '../../lib/http.server';
import { seo, errorMeta } from '../../lib/seo';
import { pageText, serverTexts } from '../../lib/text.server';
import { textsOf, useText } from '../../lib/text';
import type { Route } from './+types/business';

/** The scan (≤ 10 MB) and the fields. */
const MAX_BYTES = 10 * 1024 * 1024 + 64 * 1024;

export function meta(args: Route.MetaArgs) {
  if (args.error) return errorMeta(); // the loader did not run: no words were sent
  const { PAGE, BUSINESS_UI } = textsOf(args.matches);
  return seo(args, { title: PAGE.title(BUSINESS_UI.title), description: BUSINESS_UI.lead, noindex: true });
}

// pageLoader: on /ru the login it sends to is /ru/login (decision 0100)
export const loader = pageLoader(async ({ request, context }: Route.LoaderArgs) => {
  if (!context.user) throw redirect('/login?redirectTo=/account/business');
  const company = await context.services.tradeCompanies.ownCompany(context.user._id);
  // the owner of an approved company sees its pending invitations (and may revoke one)
  const owner = company?.status === 'approved' && company.role === 'owner';
  const invites = owner ? await context.services.tradeInvites.pendingInvites(context.user._id) : null;
  return { company, invites, text: pageText(request, ['BUSINESS_UI', 'COMPANY_TYPE_LABEL']) };
});

export const action = formAction(
  async ({ context }: Route.ActionArgs, fields, files) => {
    // Azerbaijani, as every action answers: formAction says it in the page's language (decision 0113)
    const { BUSINESS_MSG } = serverTexts('az');
    const user = context.user;
    if (!user) throw redirect('/login?redirectTo=/account/business');
    const intent = fields.intent;
    if (intent === 'apply') {
      const input = parseOrFail(companyApplicationSchema, fields, { intent });
      await orFail(() => context.services.tradeCompanies.applyForCompany(user._id, input, files.licenceFile), fields, {
        intent,
      });
      return data({ ok: true as const, intent, message: BUSINESS_MSG.applied });
    }
    if (intent === 'revoke') {
      const id = fields.inviteId ?? '';
      const { email: to } = await orFail(() => context.services.tradeInvites.revokeInvite(user._id, id), fields, {
        intent,
      });
      return data({ ok: true as const, intent, message: BUSINESS_MSG.inviteRevoked(to) });
    }
    const invite = parseOrFail(z.object({ email }), fields, { intent });
    await orFail(() => context.services.tradeInvites.inviteColleague(user._id, invite.email, context.origin), fields, {
      intent,
    });
    return data({ ok: true as const, intent, message: BUSINESS_MSG.inviteSent(invite.email) });
  },
  ['apply', 'invite', 'revoke'],
  MAX_BYTES,
);

export default function BusinessPage({ loaderData, actionData }: Route.ComponentProps) {
  const { BUSINESS_UI } = useText();
  const { company } = loaderData;
  const canApply = !company || (company.status === 'rejected' && company.role === 'owner');
  return (
    <Container className="max-w-5xl">
      <PageTitle lead={BUSINESS_UI.lead}>{BUSINESS_UI.title}</PageTitle>
      <div className="grid gap-6">
        {company && <CompanyStatus company={company} />}
        {canApply && (
          <BusinessApplyForm
            answer={actionData}
            title={company ? BUSINESS_UI.applyAgainTitle : BUSINESS_UI.applyTitle}
          />
        )}
        {company && company.status !== 'rejected' && (
          <div className="grid gap-6 lg:grid-cols-2">
            <CompanyCard company={company} />
            {company.status === 'approved' && company.role === 'owner' && <InviteForm answer={actionData} />}
            {loaderData.invites && <CompanyInvites invites={loaderData.invites} answer={actionData} />}
          </div>
        )}
      </div>
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
