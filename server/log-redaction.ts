/** What never reaches a log line (issue 8): credentials, cookies, tokens,
 * the personal fields of addresses, and SQL with its parameters. pino's
 * `redact` paths censor fields by name; the `err` serializer keeps of a
 * database error only its kind, code and PostgreSQL's own message, never
 * Drizzle's "Failed query: … params: …" text (which held new users' e-mails
 * and password hashes). */
import { pino } from 'pino';

const SECRET_FIELDS = [
  'password',
  'email',
  'passwordHash',
  'password_hash',
  'token',
  'tokenHash',
  'token_hash',
  'sid',
  'seller_sid',
];
const PERSONAL_FIELDS = ['firstName', 'lastName', 'street', 'phone', 'zipCode', 'email', 'city', 'state'];

export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
  ...PERSONAL_FIELDS.flatMap((f) => [`address.${f}`, `*.address.${f}`]),
];

/** Query parameters that carry a secret (a password-reset link's token). */
const SECRET_QUERY = /([?&](?:token|password|sid|code)=)[^&#]*/gi;
// a URL without a query (nearly every request) skips the pattern
export const redactUrl = (url: string): string => (url.includes('?') ? url.replace(SECRET_QUERY, '$1[redacted]') : url);

/** Properties of node-postgres errors that can hold row values or SQL. */
const UNSAFE_PG_FIELDS = ['detail', 'where', 'internalQuery', 'query', 'params', 'parameters', 'hint'];

type Serialized = ReturnType<typeof pino.stdSerializers.err> & Record<string, unknown>;

/** PostgreSQL quotes the offending value (`invalid input syntax for type
 * integer: "…"`): a database error's message keeps its words, not its quotes. */
function safeMessage(error: { message?: string; code?: unknown }): string {
  const message = String(error.message ?? '');
  if (message.startsWith('Failed query:')) return 'Failed query (SQL and parameters not logged)';
  const isDatabaseError = typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code);
  return isDatabaseError ? message.replace(/"[^"]*"/g, '"…"') : message;
}

/** Stack frames only: the first line of a stack repeats the message. */
const framesOf = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n')
    : undefined;

export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const out = pino.stdSerializers.err(error) as Serialized;
  out.message = safeMessage(error);
  out.stack = `${out.type}: ${out.message}\n${framesOf(error.stack) ?? ''}`;
  for (const field of UNSAFE_PG_FIELDS) delete out[field];
  const cause = (error as { cause?: unknown }).cause;
  if (cause) (out as Record<string, unknown>).cause = serializeError(cause);
  return out;
}

export const LOG_SERIALIZERS = {
  err: serializeError,
  error: serializeError,
  req: (request: { method?: string; url?: string; hostname?: string; ip?: string; id?: string }) => ({
    id: request.id,
    method: request.method,
    url: request.url ? redactUrl(request.url) : request.url,
    host: request.hostname,
    remoteAddress: request.ip,
  }),
};
