/** A staff member of each role (issue 35), signed in through the spec's /api/seller/login. */
import { expect } from 'vitest';
import { ROLES, type Role } from '../../domain/staff/permissions.ts';
import { upsertSeller } from '../../server/services/accounts/accounts.ts';
import { uniqueEmail, type TestApp } from './app.ts';

export const STAFF_PASSWORD = 'Heyet-parol-2026';
export type StaffMember = { id: string; email: string; role: Role; cookie: string };

export async function addStaff(t: TestApp, role: Role): Promise<StaffMember> {
  const email = uniqueEmail(role);
  const id = await upsertSeller(t.db, email, STAFF_PASSWORD, role);
  const res = await t.post('/api/seller/login', { email, password: STAFF_PASSWORD });
  expect(res.status).toBe(200);
  return { id, email, role, cookie: `seller_sid=${res.cookies.seller_sid}` };
}

export async function staffOfEveryRole(t: TestApp): Promise<Record<Role, StaffMember>> {
  const entries = [];
  for (const role of ROLES) entries.push([role, await addStaff(t, role)] as const);
  return Object.fromEntries(entries) as Record<Role, StaffMember>;
}
