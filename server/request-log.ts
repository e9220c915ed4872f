/** The request log (decision 0082): one line per request, written by pino once the answer has
 * gone, with what an operator looks for (method, address without its secrets, status, time taken,
 * bytes sent, the client's address, the request id that the request's other lines carry); a server
 * error at `error`, a slow answer at `warn`. Fastify's own two lines per request (arrived, answered)
 * are off: the first says nothing the second does not. */
import type { FastifyInstance } from 'fastify';
import { redactUrl } from './log-redaction.ts';

/** An answer slower than this is logged at `warn`, so LOG_LEVEL=warn keeps the slow and the failed. */
export const SLOW_ANSWER_MS = 1000;

export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const ms = Math.round(reply.elapsedTime);
    const level = status >= 500 ? 'error' : ms >= SLOW_ANSWER_MS ? 'warn' : 'info';
    request.log[level](
      {
        method: request.method,
        url: redactUrl(request.url),
        status,
        ms,
        bytes: Number(reply.getHeader('content-length')) || undefined,
        ip: request.ip,
      },
      'answered',
    );
    done();
  });
}
