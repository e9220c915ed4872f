/** The overview's "how the shop itself is" (issue 44): the owner's alerts of the last week, open
 * ones first in amber, and the last scheduled backups with their size, time, rows and check. */
import { alertTitle, isAlertKind, RUNNING_TEXT as T, type ShopHealth as Health } from '../../../domain/running/alerts';

const when = (iso: string) =>
  new Date(iso).toLocaleString('az-AZ', { timeZone: 'Asia/Baku', dateStyle: 'short', timeStyle: 'short' });
const size = (bytes: number | null) => (bytes === null ? '' : `${(bytes / 1_048_576).toFixed(1)} MB`);

export function ShopHealth({ alerts, backups }: Health) {
  return (
    <section className="mt-8" aria-labelledby="shop-health">
      <h2 id="shop-health" className="text-lg font-semibold text-slate-900">
        {T.heading}
      </h2>
      {alerts.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{T.allWell}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {alerts.map((a) => (
            <li
              key={`${a.kind}${a.subject}${a.openedAt}`}
              className={`rounded-lg border p-3 text-sm ${a.resolvedAt ? 'border-slate-200 bg-white' : 'border-amber-300 bg-amber-50'}`}
            >
              <span className="font-medium text-slate-900">
                {isAlertKind(a.kind) ? alertTitle(a.kind, a.subject) : a.kind}
              </span>{' '}
              <span className="text-slate-600">
                — {when(a.openedAt)} {T.since}; {a.resolvedAt ? `${T.resolved} ${when(a.resolvedAt)}` : T.open}
              </span>
              {a.detail && <span className="mt-1 block break-words text-xs text-slate-600">{a.detail}</span>}
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-4 font-medium text-slate-900">{T.backups}</h3>
      {backups.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{T.noBackups}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm text-slate-700">
          {backups.map((b) => (
            <li key={b.slot}>
              {b.slot}:{' '}
              <strong>{b.status === 'verified' ? T.verified : b.status === 'failed' ? T.failed : T.running}</strong>
              {b.status === 'verified' &&
                ` — ${size(b.sizeBytes)}, ${((b.durationMs ?? 0) / 1000).toFixed(1)} s, ${b.rows} ${T.rows}`}
              {b.error && <span className="block break-words text-xs text-red-700">{b.error}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
