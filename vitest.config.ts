/** Vitest, standalone (vite.config.ts's React Router plugin is not loaded):
 *  - unit:          tests/unit, the shared rules of domain/ and server/
 *  - component:     tests/component, React components and routes in happy-dom
 *    (React Router's createRoutesStub), the logic e2e tests reach only slowly
 *  - api:           tests/api on the shop's embedded PostgreSQL server
 *  - api-external:  the same files on another PostgreSQL server
 *    (TEST_DATABASE_URL, or a throwaway cluster of the system's PostgreSQL).
 *    Without one it is skipped with a printed line, unless REQUIRE_POSTGRES=1
 *    (CI), which makes the run fail.
 * Each API test file gets its own database copied from a migrated template,
 * so files run in parallel. unit and api files share their worker's module
 * cache (isolate: false, decision 0140): most of their time was importing the server.
 *  - deploy:        tests/deploy, the built shop behind nginx (two instances);
 *    runs when nginx is installed (.ci/run installs it), needs `npm run build`.
 * tests/e2e belongs to Playwright. */
import { existsSync } from 'node:fs';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { externalDatabaseUrl, findPostgresBinDir } from './scripts/lib/pg-bin.ts';
import { useMemoryTmpdir } from './scripts/lib/test-tmpdir.ts';

// the PostgreSQL servers' data in memory: an API file's database copy 700 → 45 ms (decision 0164)
useMemoryTmpdir();

// a pg connection handed two queries at once fails the file (issue 40 item 7)
const FAIL_ON_BUSY_CONNECTION = ['tests/helpers/fail-on-busy-connection.ts'];

const api = (name: string): TestProjectInlineConfiguration => ({
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['tests/helpers/postgres-setup.ts'],
    setupFiles: FAIL_ON_BUSY_CONNECTION,
    isolate: false, // decision 0140: each file's own database and app, the server's modules loaded once a worker
  },
});

const projects: TestProjectInlineConfiguration[] = [
  // decision 0140: pure functions, no mocks; a worker imports the modules once for all its files
  { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', isolate: false } },
  {
    test: {
      name: 'component',
      include: ['tests/component/**/*.test.tsx'],
      environment: 'happy-dom',
      environmentOptions: { happyDOM: { url: 'http://localhost/' } },
    },
  },
  api('api'),
];
const haveExternal = Boolean(externalDatabaseUrl() || findPostgresBinDir());
if (haveExternal || process.env.REQUIRE_POSTGRES === '1') projects.push(api('api-external'));
else
  console.log(
    'api-external: SKIPPED — no TEST_DATABASE_URL and no PostgreSQL in /usr/lib/postgresql/*/bin (REQUIRE_POSTGRES=1 makes this an error).',
  );

if (existsSync('/usr/sbin/nginx')) {
  projects.push({
    test: {
      name: 'deploy',
      include: ['tests/deploy/**/*.test.ts'],
      environment: 'node',
      setupFiles: FAIL_ON_BUSY_CONNECTION,
      testTimeout: 60_000,
      hookTimeout: 180_000,
    },
  });
} else if (process.env.REQUIRE_NGINX === '1') {
  throw new Error('deploy: REQUIRE_NGINX=1 but nginx is not installed (/usr/sbin/nginx)');
} else console.log('deploy: SKIPPED — nginx is not installed (apt-get install nginx; .ci/run does).');

export default defineConfig({
  test: {
    projects,
    // two workers on two cores: with the databases in memory one worker left a core idle, 417 s against
    // 270 s for the whole run (decision 0164; three were slower under other runs' load, decision 0149)
    maxWorkers: 2,
    exclude: ['tests/e2e/**', 'node_modules/**', 'build/**', '.builds/**'],
  },
});
