/** Global setup of the `api-postgres` project: a PostgreSQL server for the
 * API tests. TEST_DATABASE_URL (or DATABASE_URL) names one; otherwise a
 * throwaway cluster is started from /usr/lib/postgresql/<v>/bin and removed at
 * the end. Each test file then creates its own database on it (tests/helpers/
 * database.ts), so files run in parallel. Under REQUIRE_POSTGRES=1 a missing
 * server, or a run in which no test file used it, fails the run. */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { externalDatabaseUrl, findPostgresBinDir } from './pg-bin.ts';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

type Cluster = { url: string; stop: () => void };

/** initdb + pg_ctl in a temp dir, as `postgres` when we are root (initdb refuses root). */
async function startCluster(bin: string): Promise<Cluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vetshop-pg-'));
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (cmd: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]] : [path.join(bin, cmd), args];
    const result = spawnSync(file, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
  };
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export default async function setup(project: TestProject) {
  const required = process.env.REQUIRE_POSTGRES === '1';
  const external = externalDatabaseUrl();
  const bin = external ? null : findPostgresBinDir();
  if (!external && !bin) {
    throw new Error('api-postgres: REQUIRE_POSTGRES=1 but there is no TEST_DATABASE_URL and no PostgreSQL in /usr/lib/postgresql/*/bin');
  }
  const cluster = bin ? await startCluster(bin) : null;
  const adminUrl = external ?? cluster!.url;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const { rows } = await client.query<{ server_version: string }>('show server_version');
  await client.end();
  const markerDir = mkdtempSync(path.join(os.tmpdir(), 'vetshop-pg-markers-'));
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgMarkerDir', markerDir);

  return () => {
    const ran = readdirSync(markerDir).length;
    rmSync(markerDir, { recursive: true, force: true });
    cluster?.stop();
    const where = cluster ? 'a throwaway cluster' : 'TEST_DATABASE_URL';
    console.log(`api-postgres: ${ran} test file(s) ran on PostgreSQL ${rows[0].server_version} (${where}).`);
    if (required && ran === 0) {
      console.error('api-postgres: FAILED — REQUIRE_POSTGRES=1 but no test file ran on PostgreSQL.');
      process.exitCode = 1; // an error thrown from a teardown does not fail a vitest run
    }
  };
}
