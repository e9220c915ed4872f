/** The one logger (pino): requests, start-up, the database, SSR errors. */
import { createRequire } from 'node:module';
import { pino, type Logger } from 'pino';
import { LOG_SERIALIZERS, REDACT_PATHS } from './log-redaction.ts';

export type { Logger };

const ACCESS = Symbol('vetshop.accessLog');

/** Lines handed to sonic-boom at once (in characters): about what one write(2) of it carries. */
const BATCH = 4096;

/** Standard output, written when 4 KB of lines are waiting or a second has passed (and at exit),
 * not one write per line: pino's default wrote each request's line by itself, through the thread
 * pool, ~18 % of the shop's CPU serving the product list (decision 0080). The lines wait here, in
 * a list, and go to sonic-boom joined: sonic-boom appends each line to one growing string and
 * measures all of it again, copying it whole, so a line cost more the more lines waited before it
 * (decision 0167). Its own flushes (every second, pino's at exit, the shutdown's) take the list first. */
function stdoutStream(): pino.DestinationStream {
  const stream = pino.destination({ dest: 1, minLength: BATCH, periodicFlush: 1000 });
  const { write, flush, flushSync } = stream;
  let waiting: string[] = [];
  let length = 0;
  const handOver = () => {
    if (!waiting.length) return;
    const text = waiting.join('');
    waiting = [];
    length = 0;
    write.call(stream, text);
  };
  stream.write = (line: string) => {
    waiting.push(line);
    length += line.length;
    if (length >= BATCH) handOver();
    return true;
  };
  stream.flush = (cb?: (error?: Error) => void) => (handOver(), flush.call(stream, cb));
  stream.flushSync = () => (handOver(), flushSync.call(stream));
  return stream;
}

/** Lines for a person (issue 44 item 5): pino-pretty's colours, times and messages, written as they
 * come. Loaded only when asked, so a shop whose stdout is a pipe or a file never loads it. */
function prettyStream(destination: string | number): pino.DestinationStream {
  const require = createRequire(import.meta.url);
  const { PinoPretty } = require('pino-pretty') as typeof import('pino-pretty');
  return PinoPretty({
    destination,
    sync: true,
    colorize: destination === 1,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
  });
}

/** `destination`: a file to write to instead of stdout (the tests' files, written line by line).
 * `pretty`: human-readable lines instead of JSON; by default when stdout is a terminal (`npm start`
 * typed by a person), JSON otherwise (systemd's journal, a pipe, a file). */
export function createLogger(
  level = 'info',
  destination?: string,
  pretty = !destination && process.stdout.isTTY === true,
): Logger {
  const options = { level, redact: { paths: REDACT_PATHS, censor: '[redacted]' }, serializers: LOG_SERIALIZERS };
  const out = pretty
    ? prettyStream(destination ?? 1)
    : destination
      ? pino.destination({ dest: destination, sync: true })
      : stdoutStream();
  const logger = pino(options, out);
  // The request log's line holds no field the redaction paths name (its address is redacted once,
  // by redactUrl): it is written without pino's redaction, which walked every line's wildcard
  // paths (decision 0080), to the same stream, at the same level.
  const stream = (logger as unknown as Record<symbol, pino.DestinationStream>)[pino.symbols.streamSym];
  Object.defineProperty(logger, ACCESS, { value: pino({ level }, stream) });
  return logger;
}

/** The unredacted sibling for the request log's own fields, when the logger was made here. */
export function accessLogOf(logger: unknown): Logger | undefined {
  return (logger as Record<symbol, Logger | undefined> | undefined)?.[ACCESS];
}

/** The `{ info, error }` shape the database layer logs through. */
export function lineLog(logger: Logger) {
  return {
    info: (msg: string) => logger.info(msg),
    error: (msg: string) => logger.error(msg),
    warn: (msg: string) => logger.warn(msg),
  };
}
