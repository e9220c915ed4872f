/** /account's way to the business account (issue 33). */
import { useText } from '../../lib/text';
import { AppLink } from '../shared/app-link';

export function BusinessLink() {
  const { BUSINESS_UI } = useText();
  return (
    <p className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <AppLink to="/account/business" className="font-semibold text-primary-dull underline underline-offset-2">
        {BUSINESS_UI.accountLink}
      </AppLink>
      <span className="mt-1 block text-sm text-slate-600">{BUSINESS_UI.accountLinkLead}</span>
    </p>
  );
}
