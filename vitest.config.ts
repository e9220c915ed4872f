/** Vitest, standalone (vite.config.ts's React Router plugin is not loaded):
 *  - unit:         tests/unit, the shared rules of domain/ and server/auth
 *  - api-pglite:   tests/api against in-memory PGlite
 *  - api-postgres: the same files against a real PostgreSQL server
 *    (tests/helpers/postgres-setup.ts). Without one, it is skipped with a
 *    printed line, unless REQUIRE_POSTGRES=1 (CI), which makes the run fail.
 * tests/e2e belongs to Playwright. */
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { externalDatabaseUrl, findPostgresBinDir } from './tests/helpers/pg-bin.ts';

const api = (name: string, dbKind: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    provide: { dbKind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    ...(dbKind === 'postgres' ? { globalSetup: ['tests/helpers/postgres-setup.ts'] } : {}),
  },
});

const projects: TestProjectInlineConfiguration[] = [
  { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
  api('api-pglite', 'pglite'),
];
const havePostgres = Boolean(externalDatabaseUrl() || findPostgresBinDir());
if (havePostgres || process.env.REQUIRE_POSTGRES === '1') projects.push(api('api-postgres', 'postgres'));
else console.log('api-postgres: SKIPPED — no TEST_DATABASE_URL and no PostgreSQL in /usr/lib/postgresql/*/bin (REQUIRE_POSTGRES=1 makes this an error).');

export default defineConfig({
  test: {
    projects,
    exclude: ['tests/e2e/**', 'node_modules/**', 'build/**'],
  },
});
