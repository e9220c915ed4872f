/** Customers and sellers: registration, login, listing and deletion. */
import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { MSG } from '../../../domain/shared/messages.ts';
import type { Page, PageRequest } from '../../../domain/shared/paging.ts';
import type { LoginInput, RegisterInput } from '../../../domain/shared/schemas.ts';
import type { PublicUser, UserSummary } from '../../../domain/shared/types.ts';
import type { Role } from '../../../domain/staff/permissions.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../auth/password.ts';
import type { Db } from '../../db/client.ts';
import { sellers, users } from '../../db/schema.ts';
import { conflict, HttpError, notFound } from '../shared/errors.ts';
import { cursorOf, keyset, toPage } from '../shared/keyset.ts';
import type { Lang } from '../../../domain/i18n/lang.ts';

type UserRow = typeof users.$inferSelect;

export function toPublicUser(row: UserRow): PublicUser {
  return { _id: row.id, name: row.name, email: row.email, cart: row.cart };
}

export async function registerUser(db: Db, input: RegisterInput): Promise<PublicUser> {
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(users)
    .values({ name: input.name, email: input.email, passwordHash })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!row) throw conflict(MSG.emailTaken);
  return toPublicUser(row);
}

/** Checks the password; an unknown e-mail costs as much time as a known one. */
export async function authenticateUser(db: Db, input: LoginInput): Promise<PublicUser> {
  const [row] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  const ok = await verifyPassword(input.password, row?.passwordHash ?? (await dummyPasswordHash()));
  if (!row || !ok) throw new HttpError(401, MSG.loginFailed);
  return toPublicUser(row);
}

/** The storefront language a customer chose with the switch (issue 36), kept on the account. */
export async function setLanguage(db: Db, id: string, lang: Lang): Promise<void> {
  await db.update(users).set({ lang }).where(eq(users.id, id));
}

/** The customer's chosen language, or null when they never chose one. */
export async function languageOf(db: Db, id: string): Promise<Lang | null> {
  const [row] = await db.select({ lang: users.lang }).from(users).where(eq(users.id, id)).limit(1);
  return row?.lang ?? null;
}

export async function findUser(db: Db, id: string): Promise<PublicUser | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ? toPublicUser(row) : null;
}

/** One keyset page of customers, newest first, each with their order count
 * (counted per row through orders_user_idx, not by grouping every order). */
export async function pageUsers(db: Db, request: PageRequest): Promise<Page<UserSummary>> {
  const keys = { createdAt: users.createdAt, id: users.id };
  const page = keyset(keys, request);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        createdAt: users.createdAt,
        // written out: inside a select list drizzle leaves columns unqualified, and user_id = id would compare the order with itself
        orderCount: sql<number>`(select count(*) from orders where orders.user_id = users.id)::int`,
        cursor: cursorOf(keys),
      })
      .from(users)
      .where(page.where)
      .orderBy(...page.orderBy)
      .limit(page.limit),
    db.select({ n: count() }).from(users),
  ]);
  return toPage(rows, request, n, (r) => ({
    _id: r.id,
    name: r.name,
    email: r.email,
    createdAt: r.createdAt.toISOString(),
    orderCount: Number(r.orderCount),
  }));
}

/** Removes the account with its sessions, cart and addresses (cascade);
 * its orders stay, detached (docs/architecture.md §Data). */
export async function deleteUser(db: Db, id: string): Promise<void> {
  const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  if (!deleted.length) throw notFound(MSG.userNotFound);
}

/** A staff member's sign-in; a suspended one is refused like a wrong password (issue 35). */
export async function authenticateSeller(db: Db, input: LoginInput): Promise<string> {
  const [row] = await db.select().from(sellers).where(eq(sellers.email, input.email)).limit(1);
  const ok = await verifyPassword(input.password, row?.passwordHash ?? (await dummyPasswordHash()));
  if (!row || !ok || row.suspendedAt) throw new HttpError(401, MSG.loginFailed);
  return row.id;
}

/** Adds a staff member (an owner unless `role` says otherwise), or sets the password, and the
 * role when one is given, of an existing one with that e-mail. */
export async function upsertSeller(db: Db, email: string, password: string, role?: Role): Promise<string> {
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .insert(sellers)
    .values({ email, passwordHash, role: role ?? 'owner' })
    .onConflictDoUpdate({ target: sellers.email, set: { passwordHash, ...(role ? { role } : {}) } })
    .returning({ id: sellers.id });
  return row.id;
}

/** The first seller (docs/architecture.md §Data): from SELLER_EMAIL/SELLER_PASSWORD, or with a
 * random password that the caller prints once. */
export async function ensureFirstSeller(
  db: Db,
  opts: { email?: string; password?: string },
): Promise<{ email: string; generatedPassword?: string } | null> {
  const [{ n }] = await db.select({ n: count() }).from(sellers);
  if (n > 0) return null;
  const email = (opts.email ?? 'satici@vetshop.az').trim().toLowerCase();
  const generatedPassword = opts.password ? undefined : randomBytes(9).toString('base64url');
  await upsertSeller(db, email, opts.password ?? generatedPassword!, 'owner'); // the first seller is the owner
  return { email, generatedPassword };
}
