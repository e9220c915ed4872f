/** Global setup of the API projects: a PostgreSQL server and, on it, one
 * migrated template database that every test file copies (tests/helpers/
 * database.ts), so files run in parallel on data of their own.
 *  - `api`: the shop's own embedded server (docs/architecture.md §Stack), in a temp folder.
 *  - `api-external`: TEST_DATABASE_URL (or DATABASE_URL), else a throwaway
 *    cluster from /usr/lib/postgresql/<v>/bin. Under REQUIRE_POSTGRES=1 a
 *    missing server, or a run in which no test file used it, fails the run.
 * The template is migrated by the server's owning role, which grants the serving role (the role the
 * tests' apps then connect as) what the shop's serving role holds (server/db/roles.ts). */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect, migrateDatabase } from '../../server/db/client.ts';
import { startEmbeddedPostgres } from '../../server/db/embedded-postgres.ts';
import { ensureServingRole, grantServing } from '../../server/db/roles.ts';
import { startThrowawayCluster } from '../../scripts/lib/throwaway-cluster.ts';
import { externalDatabaseUrl, findPostgresBinDir } from '../../scripts/lib/pg-bin.ts';

export const TEMPLATE = 'shop_template';
/** One serving role per PostgreSQL server, shared by concurrent runs on it: a fixed password. */
export const SERVING_ROLE = { user: 'shop_test_app', password: 'shop-test-app-parol' };
const quiet = { info: () => {}, error: (line: string) => console.error(line) };

async function createTemplate(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${TEMPLATE}_${process.pid} with (force)`);
    await admin.query(`create database ${TEMPLATE}_${process.pid}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${TEMPLATE}_${process.pid}`;
  const { pool } = await connect(url.toString(), quiet, 2);
  await migrateDatabase(pool);
  // roles are the server's; the grants are the template's, so every copy has them
  await ensureServingRole(pool, SERVING_ROLE.user, SERVING_ROLE.password);
  await grantServing(pool, SERVING_ROLE.user);
  await pool.end();
}

type Server = { url: string; stop: () => Promise<void> | void; where: string };

async function startServer(project: TestProject): Promise<Server> {
  if (project.name === 'api') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vetshop-api-'));
    const server = await startEmbeddedPostgres({
      dataDir: dir,
      log: () => {},
      settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
    });
    return {
      url: server.url,
      where: 'the embedded server',
      stop: async () => (await server.stop(), rmSync(dir, { recursive: true, force: true })),
    };
  }
  const external = externalDatabaseUrl();
  if (external) return { url: external, where: 'TEST_DATABASE_URL', stop: () => {} };
  const bin = findPostgresBinDir();
  if (!bin) throw new Error('api-external: no TEST_DATABASE_URL and no PostgreSQL in /usr/lib/postgresql/*/bin');
  const cluster = await startThrowawayCluster(bin);
  return { ...cluster, where: 'a throwaway cluster' };
}

export default async function setup(project: TestProject) {
  const server = await startServer(project);
  await createTemplate(server.url);
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  const { rows } = await client.query<{ server_version: string }>('show server_version');
  await client.end();
  const markerDir = mkdtempSync(path.join(os.tmpdir(), 'vetshop-pg-markers-'));
  project.provide('pgAdminUrl', server.url);
  project.provide('pgTemplate', `${TEMPLATE}_${process.pid}`);
  project.provide('pgMarkerDir', markerDir);
  project.provide('pgServingRole', SERVING_ROLE);

  return async () => {
    const ran = readdirSync(markerDir).length;
    rmSync(markerDir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE}_${process.pid} with (force)`).finally(() => admin.end());
    await server.stop();
    console.log(`${project.name}: ${ran} test file(s) ran on PostgreSQL ${rows[0].server_version} (${server.where}).`);
    if (process.env.REQUIRE_POSTGRES === '1' && ran === 0) {
      console.error(`${project.name}: FAILED — REQUIRE_POSTGRES=1 but no test file ran on PostgreSQL.`);
      process.exitCode = 1; // an error thrown from a teardown does not fail a vitest run
    }
  };
}
