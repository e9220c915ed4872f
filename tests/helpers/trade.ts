/** Trade-customer fixtures (issue 33): an application as the account page sends it, a licence
 * scan, a group, and a company taken through approval. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { outbox } from '../../server/db/schema.ts';
import type { Customer, TestApp } from './app.ts';
import type { FilePart } from './multipart.ts';

let voenSeq = 100_000_000;
/** A fresh VÖEN of a legal entity (ends in 1). */
export const nextVoen = () => `${String(voenSeq++).padStart(9, '0')}1`;

/** The smallest file that is a PDF by its bytes. */
export const licencePdf = (): FilePart => ({
  field: 'licenceFile',
  filename: 'lisenziya.pdf',
  contentType: 'application/pdf',
  data: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
});

export const nextYear = () => `${new Date().getUTCFullYear() + 1}-06-30`;

export function clinicFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    legalName: 'Vet-Mərkəz MMC',
    voen: nextVoen(),
    type: 'clinic',
    legalAddress: 'Bakı, Nəsimi r., Azadlıq pr. 15',
    phone: '012 404 12 34',
    licenceNumber: 'BL-2024-0457',
    licenceExpires: nextYear(),
    ...overrides,
  };
}

export async function apply(t: TestApp, customer: Customer, fields = clinicFields(), files = [licencePdf()]) {
  return t.upload('POST', '/api/trade/company/apply', fields, files, customer.cookie);
}

export async function createGroup(t: TestApp, name: string, body: Record<string, unknown> = {}) {
  const res = await t.post('/api/trade/seller/groups', { name, ...body }, await t.loginSeller());
  expect(res.status).toBe(201);
  return res.body.group as { _id: string; name: string };
}

/** A customer whose clinic the seller approved into `groupId`. */
export async function approvedBuyer(t: TestApp, groupId: string, fields = clinicFields()) {
  const customer = await t.registerCustomer();
  const applied = await apply(t, customer, fields, fields.licenceNumber ? [licencePdf()] : []);
  expect(applied.status).toBe(201);
  const companyId = applied.body.company._id as string;
  const res = await t.post(`/api/trade/seller/companies/${companyId}/approve`, { groupId }, await t.loginSeller());
  expect(res.status).toBe(200);
  return { customer, companyId };
}

export const mailsTo = (t: TestApp, to: string) => t.db.select().from(outbox).where(eq(outbox.to, to));
