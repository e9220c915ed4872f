/** Customers, sellers and what signs them in. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Role } from '../../../domain/staff/permissions.ts';
import { createdAt, id } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    cart: jsonb('cart').$type<Record<string, number>>().notNull().default({}),
    /** The storefront language the customer chose with the switch (issue 36); null: never chose. */
    lang: text('lang').$type<'az' | 'ru'>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    index('users_created_idx').on(t.createdAt, t.id),
    check('users_lang_check', sql`${t.lang} in ('az', 'ru')`),
  ],
);

/** The seller's staff (issue 35, decision 0096): each a named account with one role of
 * domain/staff/permissions.ts. A suspended member signs in nowhere. */
export const sellers = pgTable(
  'sellers',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull().default(''),
    role: text('role').$type<Role>().notNull().default('owner'),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** two-factor sign-in (decision 0101): the TOTP secret (base32; set at set-up, in use once
     * `totpEnabledAt` is set), the last time step accepted (a code is never taken twice), and the
     * key that signs this member's remembered devices (a new one revokes them all) */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    rememberKey: text('remember_key'),
  },
  (t) => [
    uniqueIndex('sellers_email_idx').on(t.email),
    check('sellers_role_check', sql`${t.role} in ('owner', 'manager', 'warehouse', 'accountant', 'editor')`),
  ],
);

/** Revocable sessions; the cookie holds the token, the row its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id').references(() => sellers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** where a staff member signed in from, for their list of sessions (issue 35) */
    address: text('address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    /** a staff session's last request, kept to within five minutes (decision 0101) */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_seller_idx').on(t.sellerId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    street: text('street').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    country: text('country').notNull().default(''),
    phone: text('phone').notNull(),
    /** The address checkout chooses first; at most one per customer. */
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/** Password-reset links: single use, 1 hour; the row keeps only the token's SHA-256. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId, t.createdAt)],
);
