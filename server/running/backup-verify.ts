/** A backup proven (issue 44 item 3, decision 0135): restored into a throwaway database on the same
 * server, migrated first, and its rows counted per table against the snapshot it was taken from;
 * the throwaway database is dropped whatever happens. */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import { restoreBackup } from '../db/backup.ts';
import { migrateDatabase } from '../db/client.ts';

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Throws with what differs; returns the rows counted back. */
export async function verifyBackup(ownerPool: pg.Pool, file: string, expected: Record<string, number>) {
  const name = `vetshop_verify_${randomBytes(6).toString('hex')}`;
  const url = new URL((ownerPool.options as { connectionString: string }).connectionString);
  url.pathname = `/${name}`;
  // the whole file decompresses (a damaged gzip fails here, with its own error), before any restore
  await pipeline(createReadStream(file), createGunzip(), new Writable({ write: (_chunk, _enc, done) => done() }));
  await ownerPool.query(`create database ${ident(name)}`);
  const copy = new pg.Pool({ connectionString: url.toString(), max: 2 });
  // a client still closing when the drop below ends it reports "terminated": expected, not a crash
  copy.on('error', () => {});
  try {
    await migrateDatabase(copy);
    await restoreBackup(copy, createReadStream(file).pipe(createGunzip()), { force: true });
    const counted: Record<string, number> = {};
    for (const table of Object.keys(expected)) {
      const { rows } = await copy.query<{ n: number }>(`select count(*)::int as n from ${ident(table)}`);
      counted[table] = rows[0].n;
    }
    const differ = Object.keys(expected).filter((t) => counted[t] !== expected[t]);
    if (differ.length)
      throw new Error(`restored rows differ: ${differ.map((t) => `${t} ${counted[t]} ≠ ${expected[t]}`).join(', ')}`);
    return counted;
  } finally {
    await copy.end();
    await ownerPool.query(`drop database if exists ${ident(name)} with (force)`).catch(() => {});
  }
}
