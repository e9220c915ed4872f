/** The one logger (pino): requests, start-up, the database, SSR errors. */
import { pino, type Logger } from 'pino';
import { LOG_SERIALIZERS, REDACT_PATHS } from './log-redaction.ts';

export type { Logger };

/** `destination`: a file to write to instead of stdout (the benchmarks' /dev/null). */
export function createLogger(level = 'info', destination?: string): Logger {
  const options = { level, redact: { paths: REDACT_PATHS, censor: '[redacted]' }, serializers: LOG_SERIALIZERS };
  return destination ? pino(options, pino.destination({ dest: destination, sync: true })) : pino(options);
}

/** The `{ info, error }` shape the database layer logs through. */
export function lineLog(logger: Logger) {
  return { info: (msg: string) => logger.info(msg), error: (msg: string) => logger.error(msg) };
}
