/** Backup and restore of the whole shop: every row of every table (but those the
 * database derives, DERIVED below), images included (they are rows), from one
 * consistent snapshot taken while the shop keeps serving. The format (docs/operations.md,
 * "Backups"): gzip'd JSON lines —
 *   {"@format":"vetshop-backup","version":1,"createdAt":…,"migrations":N,"sequences":{…}}
 *   {"@table":"products","columns":[…]}   then one line per row (row_to_json)
 *   …                                      tables in foreign-key order
 *   {"@end":true,"rows":{"products":40,…}}
 * Rows go back through json_populate_recordset, so PostgreSQL itself turns
 * the JSON into each column's type (bytea, arrays, jsonb, timestamps). */
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type pg from 'pg';

export const BACKUP_FORMAT = 'vetshop-backup';
const VERSION = 1;
const BATCH = 500;
/** Tables whose rows the migrations themselves write: an empty shop already has them. */
const MIGRATION_ROWS = new Set(['catalog_version']);
/** Tables the triggers on other tables fill (decisions 0064, 0068): not backed up, rebuilt as the rows go
 * back (a restored copy of search_words would collide with its trigger's). */
const DERIVED = new Set(['facet_groups', 'search_words']);
/** Tables whose triggers refuse UPDATE, DELETE and TRUNCATE (the audit log, decision 0097): backed
 * up and restored like any other; only a restore may empty them first. */
const APPEND_ONLY = new Set(['audit_log', 'invoices']);

type Header = {
  '@format': string;
  version: number;
  createdAt: string;
  migrations: number;
  sequences: Record<string, string>;
};

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The public tables, each after the tables it references. */
async function tablesInOrder(client: pg.PoolClient): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const { rows: refs } = await client.query<{ child: string; parent: string }>(
    `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
     from pg_constraint c join pg_namespace n on n.oid = c.connamespace
     where c.contype = 'f' and n.nspname = 'public' and c.conrelid <> c.confrelid`,
  );
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const ref of refs) if (ref.child.replaceAll('"', '') === name) visit(ref.parent.replaceAll('"', ''), path);
    ordered.push(name);
  };
  for (const { name } of tables) visit(name, new Set());
  return ordered;
}

async function columnsOf(client: pg.PoolClient, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select column_name as name from information_schema.columns where table_schema = 'public' and table_name = $1 order by ordinal_position`,
    [table],
  );
  return rows.map((r) => r.name);
}

async function appliedMigrations(client: pg.PoolClient): Promise<number> {
  const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return rows[0].n;
}

/** Runs `work` on one client inside a transaction opened by `begin`: committed when it returns, rolled back when it throws. */
async function inTransaction<T>(pool: pg.Pool, begin: string, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(begin);
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

const writeLine = (out: Writable, line: string) =>
  new Promise<void>((resolve, reject) => out.write(`${line}\n`, (error) => (error ? reject(error) : resolve())));

export async function writeBackup(pool: pg.Pool, out: Writable): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  // one snapshot for every table: orders placed meanwhile are either wholly in it or not at all
  return inTransaction(pool, 'begin isolation level repeatable read read only', async (client) => {
    const { rows: sequences } = await client.query<{ name: string; value: string | null }>(
      `select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`,
    );
    const header: Header = {
      '@format': BACKUP_FORMAT,
      version: VERSION,
      createdAt: new Date().toISOString(),
      migrations: await appliedMigrations(client),
      sequences: Object.fromEntries(sequences.filter((s) => s.value !== null).map((s) => [s.name, s.value!])),
    };
    await writeLine(out, JSON.stringify(header));
    for (const table of await tablesInOrder(client)) {
      if (DERIVED.has(table)) continue;
      await writeLine(out, JSON.stringify({ '@table': table, columns: await columnsOf(client, table) }));
      await client.query(
        `declare rows_cursor no scroll cursor for select row_to_json(t)::text as j from ${ident(table)} t`,
      );
      counts[table] = 0;
      for (;;) {
        const { rows } = await client.query<{ j: string }>(`fetch ${BATCH} from rows_cursor`);
        for (const row of rows) await writeLine(out, row.j);
        counts[table] += rows.length;
        if (rows.length < BATCH) break;
      }
      await client.query('close rows_cursor');
    }
    await writeLine(out, JSON.stringify({ '@end': true, rows: counts }));
    return counts;
  });
}

export class RestoreRefused extends Error {}

/** Loads a backup into a migrated database. Refuses one that holds any row unless `force` (then it is emptied first). */
export async function restoreBackup(
  pool: pg.Pool,
  input: Readable,
  opts: { force?: boolean } = {},
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  return inTransaction(pool, 'begin', async (client) => {
    const tables = await tablesInOrder(client);
    const nonEmpty: string[] = [];
    for (const table of tables) {
      if (MIGRATION_ROWS.has(table) || DERIVED.has(table)) continue;
      const { rowCount } = await client.query(`select 1 from ${ident(table)} limit 1`);
      if (rowCount) nonEmpty.push(table);
    }
    if (nonEmpty.length && !opts.force)
      throw new RestoreRefused(
        `verilənlər bazası boş deyil (${nonEmpty.join(', ')}); içindəkiləri əvəz etmək üçün --force əlavə edin`,
      );
    // the backup's rows replace the migrations' own too; an append-only table's TRUNCATE refusal
    // (decision 0097) is lifted for this statement only, inside this transaction
    const appendOnly = tables.filter((t) => APPEND_ONLY.has(t));
    for (const t of appendOnly)
      await client.query(`alter table ${ident(t)} disable trigger ${ident(`${t}_no_truncate`)}`);
    await client.query(`truncate ${tables.map(ident).join(', ')} cascade`);
    for (const t of appendOnly)
      await client.query(`alter table ${ident(t)} enable trigger ${ident(`${t}_no_truncate`)}`);

    let header: Header | undefined;
    let table: { name: string; columns: string[] } | undefined;
    let batch: string[] = [];
    let ended = false;
    const flush = async () => {
      if (!table || !batch.length) return;
      const cols = table.columns.map(ident).join(', ');
      await client.query(
        `insert into ${ident(table.name)} (${cols}) overriding system value select ${cols} from json_populate_recordset(null::${ident(table.name)}, $1::json)`,
        [`[${batch.join(',')}]`],
      );
      counts[table.name] = (counts[table.name] ?? 0) + batch.length;
      batch = [];
    };
    for await (const line of createInterface({ input, crlfDelay: Infinity })) {
      if (!line) continue;
      if (!header) {
        header = JSON.parse(line) as Header;
        if (header['@format'] !== BACKUP_FORMAT || header.version !== VERSION)
          throw new RestoreRefused('bu fayl mağazanın ehtiyat nüsxəsi deyil (naməlum format)');
        if (header.migrations > (await appliedMigrations(client)))
          throw new RestoreRefused(
            'ehtiyat nüsxə mağazanın daha yeni versiyasından götürülüb: əvvəlcə mağazanı yeniləyin',
          );
        continue;
      }
      if (line.startsWith('{"@table"')) {
        await flush();
        const meta = JSON.parse(line) as { '@table': string; columns: string[] };
        if (!tables.includes(meta['@table']))
          throw new RestoreRefused(`ehtiyat nüsxədə naməlum cədvəl: ${meta['@table']}`);
        if (DERIVED.has(meta['@table'])) {
          table = undefined; // its rows come back through the triggers
          continue;
        }
        const present = new Set(await columnsOf(client, meta['@table']));
        // columns added since the backup take their defaults
        table = { name: meta['@table'], columns: meta.columns.filter((c) => present.has(c)) };
      } else if (line.startsWith('{"@end"')) {
        await flush();
        ended = true;
      } else if (table) {
        batch.push(line);
        if (batch.length >= BATCH) await flush();
      }
    }
    if (!header || !ended) throw new RestoreRefused('ehtiyat nüsxə faylı natamamdır');
    for (const [name, value] of Object.entries(header.sequences)) {
      await client.query(`select setval($1::regclass, $2::bigint)`, [ident(name), value]);
    }
    // products came back before their batches: what each may sell is counted once both are in
    await client.query('select refresh_sellable(null)');
    return counts;
  });
}
