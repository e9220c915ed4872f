/** The one logger (pino): requests, start-up, the database, SSR errors. */
import { pino, type Logger } from 'pino';
import { REDACT_PATHS } from './log-redaction.ts';

export type { Logger };

export function createLogger(level = 'info'): Logger {
  return pino({ level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } });
}

/** The `{ info, error }` shape the database layer logs through. */
export function lineLog(logger: Logger) {
  return { info: (msg: string) => logger.info(msg), error: (msg: string) => logger.error(msg) };
}
