/** The request log (decision 0082): one line per request, written by pino once the answer has
 * gone, with what an operator looks for (method, address without its secrets, status, time taken,
 * bytes sent, the client's address, and the request id the request's other lines carry); a failed
 * answer (5xx, or a stream that broke) at `error`, a slow one at `warn`, so LOG_LEVEL=warn keeps
 * just those. Fastify's own pair of lines (arrived, answered) is replaced: the first says nothing
 * the second does not. Its error lines are kept.
 * Its fields are the request log's own, none of them a redaction path: the line goes through the
 * logger's unredacted sibling (logger.ts, decision 0080); a line with an error goes through the
 * request's logger, redaction and error serializer included. */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { clientAddress } from './client-address.ts';
import { redactUrl } from './log-redaction.ts';
import type { Logger } from './logger.ts';

/** An answer slower than this is logged at `warn`. */
export const SLOW_ANSWER_MS = 1000;

/** The line's level: a failed answer at `error`, a slow one at `warn`. */
export const answerLevel = (status: number, ms: number, error?: unknown): 'error' | 'warn' | 'info' =>
  error || status >= 500 ? 'error' : ms >= SLOW_ANSWER_MS ? 'warn' : 'info';

export class OneLineRequestLog extends LogController {
  /** `access`: where a line without an error goes (the request's own logger when none). */
  constructor(private readonly access?: Logger) {
    super();
  }

  override incomingRequest(): void {}

  /** Fastify's "Route GET:/… not found" line held the address unredacted; the answered line says 404. */
  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const status = reply.statusCode;
    const ms = Math.round(reply.elapsedTime);
    const level = answerLevel(status, ms, error);
    const logger = (error || !this.access ? request.log : this.access) as Logger;
    if (!logger.isLevelEnabled(level)) return;
    const line = {
      ...(logger === request.log ? {} : { reqId: request.id }),
      method: request.method,
      url: redactUrl(request.url),
      status,
      ms,
      bytes: Number(reply.getHeader('content-length')) || undefined,
      ip: clientAddress(request),
      ...(error ? { err: error } : {}),
    };
    logger[level](line, 'answered');
  }
}
