/** A customer's own company on /account/business (issue 33): its status, and once approved its
 * group, licence, people and (for its owner) the invitation form. */
import { Form, useNavigation } from 'react-router';
import { formatDateIn } from '../../../domain/shared/format';
import type { OwnCompany } from '../../../domain/trade/types';
import { useContentLang, useLang, useText } from '../../lib/text';
import { Field } from '../shared/storefront-field';
import { Banner, Button } from '../shared/ui';
import type { FormAnswer } from './business-apply-form';

const card = 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-6';

export function CompanyStatus({ company }: { company: OwnCompany }) {
  const { BUSINESS_UI } = useText();
  const contentLang = useContentLang(); // the seller's reason is written in Azerbaijani
  if (company.status === 'pending') return <Banner tone="notice">{BUSINESS_UI.pending(company.legalName)}</Banner>;
  if (company.status === 'rejected')
    return (
      <Banner>
        {BUSINESS_UI.rejected} <span lang={contentLang}>{company.rejectReason}</span>
      </Banner>
    );
  if (company.status === 'suspended') return <Banner>{BUSINESS_UI.suspended}</Banner>;
  return <Banner tone="notice">{BUSINESS_UI.approved(company.groupName ?? '')}</Banner>;
}

export function CompanyCard({ company }: { company: OwnCompany }) {
  const { BUSINESS_UI, COMPANY_TYPE_LABEL } = useText();
  const lang = useLang();
  return (
    <section aria-labelledby="company-title" className={card}>
      <h2 id="company-title" className="mb-3 text-lg font-bold text-slate-900">
        {BUSINESS_UI.companyTitle}
      </h2>
      <p className="font-medium">{company.legalName}</p>
      <p className="text-sm text-slate-600">
        {BUSINESS_UI.typeAndVoen(COMPANY_TYPE_LABEL[company.type], company.voen)}
      </p>
      {company.licenceExpires && (
        <p className="mt-1 text-sm text-slate-600">
          {BUSINESS_UI.licenceUntil(formatDateIn(lang, company.licenceExpires))}
        </p>
      )}
      <h3 className="mt-5 mb-2 font-semibold text-slate-800">{BUSINESS_UI.peopleTitle}</h3>
      <ul className="space-y-1 text-sm">
        {company.members.map((m) => (
          <li key={m.email} className="[overflow-wrap:anywhere]">
            {BUSINESS_UI.person(m.name, m.email, m.role)}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function InviteForm({ answer }: { answer: FormAnswer }) {
  const { BUSINESS_UI } = useText();
  const busy = useNavigation().state === 'submitting';
  const mine = answer?.intent === 'invite' ? answer : undefined;
  const error = mine && !mine.ok ? (mine.errors?.email ?? mine.message) : undefined;
  return (
    <section aria-labelledby="invite-title" className={card}>
      <h2 id="invite-title" className="mb-4 text-lg font-bold text-slate-900">
        {BUSINESS_UI.inviteTitle}
      </h2>
      <Form method="post" className="space-y-4" noValidate>
        <input type="hidden" name="intent" value="invite" />
        <Field
          id="invite-email"
          name="email"
          type="email"
          label={BUSINESS_UI.inviteEmail}
          required
          hint={BUSINESS_UI.inviteHint}
          error={error}
          autoComplete="off"
        />
        {mine?.ok && mine.message && <Banner tone="notice">{mine.message}</Banner>}
        <Button type="submit" disabled={busy} variant="primary">
          {BUSINESS_UI.invite}
        </Button>
      </Form>
    </section>
  );
}
