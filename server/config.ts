/** Every setting, read from the environment in one place and checked at
 * start (docs/architecture.md §Configuration): a wrong value stops the shop with a message naming the
 * variable, instead of becoming NaN somewhere later. */
import path from 'node:path';
import { z } from 'zod';
import type { BackupSchedule } from '../domain/running/backups.ts';

const flag = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === '1' || v === 'true'));
const optionalText = z
  .string()
  .optional()
  .transform((v) => v || undefined);
const url = (protocols: string[]) =>
  optionalText.refine((v) => v === undefined || (URL.canParse(v) && protocols.includes(new URL(v).protocol)), {
    message: `must be a ${protocols.join(' or ')} URL`,
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  /** The role that owns the tables: migrations, backups, restores (decision 0126). */
  DATABASE_OWNER_URL: url(['postgres:', 'postgresql:']),
  SELLER_EMAIL: optionalText,
  SELLER_PASSWORD: optionalText.refine((v) => v === undefined || v.length >= 8, {
    message: 'must be at least 8 characters',
  }),
  SEED_DEMO: flag,
  NODE_ENV: z.string().optional(),
  PUBLIC_URL: url(['http:', 'https:']),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Reverse proxies (addresses or CIDR ranges, comma-separated) whose X-Forwarded-* headers are believed. */
  TRUST_PROXY: optionalText,
  /** Slow clients are cut off (ms), as deploy/nginx/vetshop.conf does (decision 0081): the whole request with its
   * body, the headers, the time between two reads or writes (nginx's client_body_timeout and send_timeout), an idle keep-alive. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1).max(3_600_000).default(60_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(10_000),
  IDLE_TIMEOUT_MS: z.coerce.number().int().min(1).max(3_600_000).default(10_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(5_000),
  /** Rate-limit counters: postgres (shared by instances), memory (one instance), off (tests). */
  RATE_LIMIT_STORE: z.enum(['postgres', 'memory', 'off', '']).optional(),
  /** How long SIGTERM waits for in-flight requests before closing them. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  SMTP_URL: url(['smtp:', 'smtps:']),
  SHOP_NOTIFY_EMAIL: optionalText.refine((v) => v === undefined || z.email().safeParse(v).success, {
    message: 'must be an e-mail address',
  }),
  MAIL_FROM: optionalText,
  /** How long an instance trusts its cached catalogue version before reading it again (decision 0019). */
  CATALOG_CHECK_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Prometheus metrics on a listener of their own (issue 44, decision 0133); unset: none. */
  METRICS_PORT: z
    .union([z.literal('').transform(() => undefined), z.coerce.number().int().min(1).max(65535)])
    .optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** 5xx answers of one instance in 5 minutes that mail the owner (issue 44, decision 0134). */
  SERVER_ERRORS_ALERT: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** Scheduled backups (issue 44, decision 0135): the hour (Baku's, 0–23; unset: none), how many daily
   * and monthly files to keep, and the folder. */
  BACKUP_HOUR: z.union([z.literal('').transform(() => undefined), z.coerce.number().int().min(0).max(23)]).optional(),
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(365).default(7),
  BACKUP_KEEP_MONTHLY: z.coerce.number().int().min(0).max(120).default(12),
  BACKUP_DIR: optionalText,
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** The serving role's connection; unset: the embedded server. */
  databaseUrl: string | undefined;
  /** The owning role's connection (migrations, backups, restores); unset: databaseUrl, with a warning. */
  databaseOwnerUrl: string | undefined;
  sellerEmail: string | undefined;
  sellerPassword: string | undefined;
  /** undefined: seed only a new embedded database. */
  seedDemo: boolean | undefined;
  production: boolean;
  /** The public origin, for canonical URLs and link previews. */
  publicUrl: string | undefined;
  logLevel: string;
  shutdownTimeoutMs: number;
  /** Reverse proxies whose X-Forwarded-* headers are believed; false: none. */
  trustProxy: string[] | false;
  /** Slow or idle clients are cut off (ms): whole request, headers, idle socket, keep-alive. */
  timeouts: { requestMs: number; headersMs: number; idleMs: number; keepAliveMs: number };
  /** Where rate-limit counters live: PostgreSQL (shared by instances; the default
   * with DATABASE_URL), memory (one instance: the embedded server), or off (tests only). */
  rateLimitStore: 'postgres' | 'memory' | 'off';
  /** The mail server (smtp://user:pass@host:587); unset: mail is written to DATA_DIR/outbox/. */
  smtpUrl: string | undefined;
  /** Where new-order notices go; unset: none are sent. */
  shopNotifyEmail: string | undefined;
  /** The sender of the shop's e-mails. */
  mailFrom: string | undefined;
  /** How long an instance trusts its cached catalogue version before reading it again (decision 0019). */
  catalogCheckMs: number;
  /** Where /metrics listens (issue 44): undefined, nowhere, and the shop counts nothing for it. */
  metrics: { host: string; port: number } | undefined;
  /** 5xx answers of one instance in 5 minutes that make an incident (decision 0134). */
  serverErrorsAlert: number;
  /** The daily backup's schedule; undefined: none (decision 0135). */
  backups: BackupSchedule | undefined;
  /** Where scheduled backups go, and where `npm run restore -- --newest` looks (BACKUP_DIR). */
  backupDir: string;
};

export class ConfigError extends Error {}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseOwnerUrl: e.DATABASE_URL ? e.DATABASE_OWNER_URL : undefined,
    sellerEmail: e.SELLER_EMAIL,
    sellerPassword: e.SELLER_PASSWORD,
    seedDemo: e.SEED_DEMO,
    production: e.NODE_ENV === 'production',
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY
      ? e.TRUST_PROXY.split(',')
          .map((a) => a.trim())
          .filter(Boolean)
      : false,
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_MS,
      headersMs: e.HEADERS_TIMEOUT_MS,
      idleMs: e.IDLE_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
    rateLimitStore: e.RATE_LIMIT_STORE || (e.DATABASE_URL ? 'postgres' : 'memory'),
    smtpUrl: e.SMTP_URL,
    shopNotifyEmail: e.SHOP_NOTIFY_EMAIL,
    mailFrom: e.MAIL_FROM,
    catalogCheckMs: e.CATALOG_CHECK_MS,
    metrics: e.METRICS_PORT ? { host: e.METRICS_HOST, port: e.METRICS_PORT } : undefined,
    serverErrorsAlert: e.SERVER_ERRORS_ALERT,
    backups:
      e.BACKUP_HOUR === undefined
        ? undefined
        : {
            hour: e.BACKUP_HOUR,
            keepDaily: e.BACKUP_KEEP_DAILY,
            keepMonthly: e.BACKUP_KEEP_MONTHLY,
            dir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups')),
          },
    backupDir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups')),
  };
}
