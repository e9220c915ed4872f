/** Where a local PostgreSQL lives, for the throwaway test cluster. */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = '/usr/lib/postgresql';

/** The newest /usr/lib/postgresql/<version>/bin holding initdb and pg_ctl, or null. */
export function findPostgresBinDir(): string | null {
  if (!existsSync(ROOT)) return null;
  const versions = readdirSync(ROOT)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(ROOT, version, 'bin');
    if (existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

/** A server named by the environment: TEST_DATABASE_URL, else DATABASE_URL (CI sets it). */
export function externalDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  return env.TEST_DATABASE_URL || env.DATABASE_URL || null;
}
