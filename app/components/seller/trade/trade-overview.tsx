/** The overview's trade part (issue 33): applications waiting, and approved companies whose
 * licence ends within 30 days (their Rx orders will then ask for a prescription). */
import { formatDate } from '../../../../domain/shared/format';
import { useText } from '../../../lib/text';
import { AppLink } from '../../shared/app-link';

type Props = { pending: number; expiring: { _id: string; legalName: string; licenceExpires: string }[] };

export function TradeOverview({ pending, expiring }: Props) {
  const { SELLER_TRADE_UI: T } = useText();
  return (
    <section aria-labelledby="trade-overview" className="mt-8 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="trade-overview" className="mb-2 font-semibold">
        {T.tradeOverview}
      </h2>
      <p className="text-sm">
        <AppLink to="/seller/companies?status=pending" className="text-primary-dull underline">
          {T.pendingApplications}: {pending}
        </AppLink>
      </p>
      <h3 className="mt-3 text-sm font-medium text-slate-700">{T.expiringLicences}</h3>
      {expiring.length === 0 ? (
        <p className="text-sm text-slate-600">{T.noExpiring}</p>
      ) : (
        <ul className="text-sm">
          {expiring.map((c) => (
            <li key={c._id}>
              <AppLink to={`/seller/companies/${c._id}`} className="text-primary-dull underline">
                {c.legalName}
              </AppLink>{' '}
              — {formatDate(c.licenceExpires)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
