/** Rows of the audit log (issue 35 item 3): the owner's /seller/audit, and a product's or an
 * order's own history on its page. Each change reads "field: old → new". */
import { formatDateTime } from '../../../domain/shared/format';
import type { AuditEntry } from '../../../domain/staff/audit';
import { changesText } from '../../../domain/staff/audit-schema';
import { useText } from '../../lib/text';

export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const text = changesText(entry.changes);
  return text ? <p className="text-sm [overflow-wrap:anywhere] text-slate-700">{text}</p> : null;
}

/** A record's own history, newest first. */
export function AuditHistory({ entries }: { entries: AuditEntry[] }) {
  const { AUDIT_TEXT } = useText();
  return (
    <section aria-labelledby="audit-history" className="rounded-lg border border-slate-200 bg-white p-4 md:p-5">
      <h2 id="audit-history" className="mb-3 text-lg font-semibold">
        {AUDIT_TEXT.history}
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600">{AUDIT_TEXT.noHistory}</p>
      ) : (
        <ol className="space-y-3">
          {entries.map((e) => (
            <li key={e.id} className="border-t border-slate-100 pt-3 first:border-0 first:pt-0">
              <p className="text-sm">
                <span className="font-medium">{AUDIT_TEXT.actions[e.action]}</span>
                {' · '}
                <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                {' · '}
                <span className="[overflow-wrap:anywhere]">{e.actorEmail}</span>
              </p>
              <AuditChanges entry={e} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
