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
import { pino } from 'pino';
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

/** What a kept answer's line says beyond what every such line says (GET, 200). */
export type KeptAnswerFields = { reqId: string; url: string; ms: number; bytes: number; ip: string };

/** The line requestCompleted writes, for an answer sent before Fastify (raw-kept-answers.ts): the
 * same text, made as pino makes it (its level, time and bindings, then the fields in order) but in
 * one template: pino's general serializer, walking the object field by field, took 1.7 µs a line
 * in a loop against the template's 0.4 (decision 0167). tests/api/platform/request-log.test.ts
 * holds the two to the same text. `access`: the request log's logger (logger.ts' accessLogOf). */
export function keptAnswerLog(access: Logger) {
  const { streamSym, chindingsSym } = pino.symbols;
  const own = access as unknown as Record<symbol, unknown>;
  const stream = own[streamSym] as pino.DestinationStream;
  const bindings = own[chindingsSym] as string;
  const { values } = access.levels;
  return ({ reqId, url, ms, bytes, ip }: KeptAnswerFields): void => {
    const level = answerLevel(200, ms);
    if (!access.isLevelEnabled(level)) return;
    stream.write(
      `{"level":${values[level]},"time":${Date.now()}${bindings},"reqId":${JSON.stringify(reqId)},"method":"GET",` +
        `"url":${JSON.stringify(url)},"status":200,"ms":${ms},"bytes":${bytes},"ip":${JSON.stringify(ip)},"msg":"answered"}\n`,
    );
  };
}
