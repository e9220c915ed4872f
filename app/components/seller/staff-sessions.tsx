/** A staff member's own sessions (issue 35 item 4): each with its browser, address and start, ended
 * one at a time or all at once (which signs this browser out too). */
import { useRevalidator } from 'react-router';
import { formatDateTime } from '../../../domain/format';
import { STAFF_TEXT } from '../../../domain/staff/staff-text';
import { api } from '../../lib/api';
import { notify } from './notify';
import { Button } from '../ui';

export type SessionRow = { key: string; address: string; userAgent: string; createdAt: string; current: boolean };

export function StaffSessions({ sessions }: { sessions: SessionRow[] }) {
  const revalidator = useRevalidator();
  const end = async (path: string, init: { method: string }, success: string) => {
    if (notify(await api(path, init), success)) await revalidator.revalidate();
  };
  return (
    <section aria-labelledby="sessions-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="sessions-title" className="sr-only">
          {STAFF_TEXT.sessionsTitle}
        </h2>
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
              <p className="font-medium [overflow-wrap:anywhere]">
                {s.userAgent || STAFF_TEXT.unknownDevice}
                {s.current && <span className="ml-2 text-primary-dull">({STAFF_TEXT.thisSession})</span>}
              </p>
              <p className="text-slate-600">
                {s.address} · {STAFF_TEXT.startedAt}: <time dateTime={s.createdAt}>{formatDateTime(s.createdAt)}</time>
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
    </section>
  );
}
