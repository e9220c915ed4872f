/** The two database roles (issue 40 item 4, decision 0126): the OWNER owns the tables and runs the
 * migrations, backups and restores; the SERVING role is what the shop answers requests with. It owns
 * nothing and is no superuser, so it cannot ALTER a table (nor disable the append-only triggers), and
 * it holds no UPDATE, DELETE or TRUNCATE on the append-only records: the grant refuses before the
 * trigger (decisions 0097, 0107, 0110) would. */
import pg from 'pg';

/** The serving role the embedded server gets. */
export const EMBEDDED_SERVING_ROLE = 'shop_app';
/** Records that are written once and kept: the audit log, issued invoices and credit notes, payments. */
export const APPEND_ONLY_TABLES = ['audit_log', 'invoices', 'payments'] as const;

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Creates the serving role, or sets its password again: idempotent, for new and existing data folders. */
export async function ensureServingRole(owner: pg.Pool | pg.Client, role: string, password: string): Promise<void> {
  const { rowCount } = await owner.query('select 1 from pg_roles where rolname = $1', [role]);
  const verb = rowCount ? 'alter' : 'create';
  await owner.query(
    `${verb} role ${ident(role)} with login nosuperuser nocreatedb nocreaterole noinherit password ${literal(password)}`,
  );
}

/** What serving needs, on every table and sequence the migrations made; run after each migration. */
export async function grantServing(owner: pg.Pool | pg.Client, role: string): Promise<void> {
  const r = ident(role);
  const { rows } = await owner.query<{ db: string }>('select current_database() as db');
  await owner.query(`grant connect, temporary on database ${ident(rows[0].db)} to ${r}`);
  await owner.query(`grant usage on schema public to ${r}`);
  await owner.query(`grant select, insert, update, delete on all tables in schema public to ${r}`);
  await owner.query(`grant usage, select on all sequences in schema public to ${r}`);
  await owner.query(`revoke update, delete, truncate on ${APPEND_ONLY_TABLES.map(ident).join(', ')} from ${r}`);
  // /readyz counts the applied migrations: reading drizzle's own record, never writing it
  await owner.query(`grant usage on schema drizzle to ${r}`);
  await owner.query(`grant select on drizzle.__drizzle_migrations to ${r}`);
}

/** The user a connection string names (PostgreSQL folds an unquoted name to lower case; a URL keeps it as given). */
export const userOf = (url: string) => decodeURIComponent(new URL(url).username);

/** `url` with another user and password. */
export function withUser(url: string, user: string, password: string): string {
  const next = new URL(url);
  next.username = encodeURIComponent(user);
  next.password = encodeURIComponent(password);
  return next.toString();
}
