/** Writes an audit row for the request's staff member (issue 35 item 3, decision 0097): who (their
 * id and e-mail), from which address (the client's, as trusted proxies report it), what changed.
 * Called by each seller write's handler right after the write, with the record's old and new values. */
import type { FastifyRequest } from 'fastify';
import type { AuditActor, AuditRecord } from '../../services/staff/audit.ts';

export function actorOf(request: FastifyRequest, email?: string): AuditActor {
  return { id: request.staff?.id ?? null, email: email ?? request.staff?.email ?? '', address: request.ip };
}

export function audit(request: FastifyRequest, record: AuditRecord): Promise<void> {
  return request.server.services.audit.recordAudit(actorOf(request), record);
}
