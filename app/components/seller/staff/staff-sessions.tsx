/** A staff member's own sessions (issue 35 item 4): each with its browser, address, start and last
 * use, this one marked; ended one at a time, all others, or all (which signs this browser out too). */
import { useRevalidator } from 'react-router';
import { formatDateTime } from '../../../../domain/shared/format';
import { useText } from '../../../lib/text';
import { api } from '../../../lib/api';
import { notify } from '../notify';
import { Button } from '../../shared/ui';

export type SessionRow = {
  key: string;
  address: string;
  userAgent: string;
  device: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
};

export function StaffSessions({ sessions }: { sessions: SessionRow[] }) {
  const { STAFF_TEXT } = useText();
  const { STAFF_MORE_TEXT } = useText();
  const revalidator = useRevalidator();
  const end = async (path: string, init: { method: string }, success: string) => {
    if (notify(await api(path, init), success)) await revalidator.revalidate();
  };
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-end gap-3">
        <button
          type="button"
          className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-50"
          onClick={() => end('/staff/sessions/end-others', { method: 'POST' }, STAFF_MORE_TEXT.othersEnded)}
        >
          {STAFF_MORE_TEXT.endOthers}
        </button>
        <Button
          type="button"
          variant="panel"
          onClick={() => end('/staff/sessions/end-all', { method: 'POST' }, STAFF_TEXT.allEnded)}
        >
          {STAFF_TEXT.endAll}
        </Button>
      </div>
      <ul className="space-y-2">
        {sessions.map((s) => (
          <li
            key={s.key}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4"
          >
            <div className="min-w-0 text-sm">
              <p className="font-medium [overflow-wrap:anywhere]" title={s.userAgent}>
                {s.device || s.userAgent || STAFF_TEXT.unknownDevice}
                {s.current && <span className="ml-2 text-primary-dull">({STAFF_TEXT.thisSession})</span>}
              </p>
              <p className="text-slate-600">
                {s.address} · {STAFF_TEXT.startedAt}: <time dateTime={s.createdAt}>{formatDateTime(s.createdAt)}</time>
                {' · '}
                {STAFF_MORE_TEXT.lastSeen}: <time dateTime={s.lastSeenAt}>{formatDateTime(s.lastSeenAt)}</time>
              </p>
            </div>
            {!s.current && (
              <button
                type="button"
                className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50"
                onClick={() => end(`/staff/sessions/${s.key}`, { method: 'DELETE' }, STAFF_TEXT.sessionEnded)}
              >
                {STAFF_TEXT.endSession}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
