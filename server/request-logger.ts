/** The request's logger (Fastify's `request.log`, its `reqId` bound), made when a line is first
 * written through it, not as every request arrives: pino's child builds its formatters and runs the
 * redaction's wildcard stringifier over the bindings as it is made (3 % of the shop's CPU serving
 * the kept product list, decision 0151), and most requests write no line of their own (the request
 * log's line goes through the access logger, `reqId` and all, request-log.ts). A line written
 * through it is the child's own line, redaction included. */
import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilentOrString, LogFn, Logger } from 'pino';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export class DeferredChildLogger {
  #made: Logger | undefined;
  declare fatal: LogFn;
  declare error: LogFn;
  declare warn: LogFn;
  declare info: LogFn;
  declare debug: LogFn;
  declare trace: LogFn;
  declare silent: LogFn;

  constructor(
    private readonly parent: Logger,
    private readonly bound: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** The pino child itself, made on first use. */
  get made(): Logger {
    return (this.#made ??= this.parent.child(this.bound, this.options));
  }

  get level(): LevelWithSilentOrString {
    return this.#made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: LevelWithSilentOrString) {
    this.made.level = level;
  }

  isLevelEnabled(level: LevelWithSilentOrString): boolean {
    return this.made.isLevelEnabled(level);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): Logger {
    return this.made.child(bindings, options);
  }

  bindings(): Bindings {
    return this.made.bindings();
  }

  flush(callback?: (error?: Error) => void): void {
    this.made.flush(callback);
  }
}

for (const level of LEVELS)
  Object.defineProperty(DeferredChildLogger.prototype, level, {
    value(this: DeferredChildLogger, ...args: unknown[]) {
      (this.made[level] as (...line: unknown[]) => void)(...args);
    },
  });

/** Fastify's `childLoggerFactory`. */
export function deferredChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new DeferredChildLogger(logger as unknown as Logger, bindings, options) as unknown as FastifyBaseLogger;
}
