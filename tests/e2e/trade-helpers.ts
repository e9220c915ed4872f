/** Trade customers for browser tests (issue 33): a customer who has applied as a company, and the
 * seller's decision on it, through the API as the pages' forms would. */
import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import { expect, workerShop } from './fixtures';
import { loginSellerViaApi, uniqueEmail } from './helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
let voen = 600_000_000 + Math.floor(Math.random() * 300_000_000);

/** A signed-in customer (`request`) applies as a clinic; returns the application's id. */
export async function applyAsClinic(request: APIRequestContext, legalName: string): Promise<string> {
  const email = uniqueEmail('sirket');
  await request.post('/api/user/register', { data: { name: 'Nigar Əliyeva', email, password: 'parol-12345' } });
  const applied = await request.post('/api/trade/company/apply', {
    multipart: {
      legalName,
      voen: `${voen++}1`,
      type: 'clinic',
      legalAddress: 'Bakı, Nərimanov r., Atatürk pr. 40',
      phone: '012 555 44 33',
      licenceNumber: 'BL-2025-1122',
      licenceExpires: `${new Date().getUTCFullYear() + 1}-12-31`,
      licenceFile: { name: 'lisenziya.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(applied.status()).toBe(201);
  return (await applied.json()).company._id as string;
}

/** The seller, signed in, for one test. */
export async function sellerApi(playwright: PlaywrightWorkerArgs['playwright']): Promise<APIRequestContext> {
  const seller = await playwright.request.newContext({ baseURL: workerShop().url });
  await loginSellerViaApi(seller);
  return seller;
}

/** A new customer group with `percent` off the whole catalogue; its id. */
export async function newGroup(seller: APIRequestContext, percent = 10): Promise<string> {
  const group = await seller.post('/api/trade/seller/groups', {
    data: { name: `Klinika ${Date.now()}-${Math.random()}`, cataloguePercent: percent },
  });
  expect(group.status()).toBe(201);
  return (await group.json()).group._id as string;
}

export async function approve(seller: APIRequestContext, companyId: string, groupId: string): Promise<void> {
  const res = await seller.post(`/api/trade/seller/companies/${companyId}/approve`, { data: { groupId } });
  expect(res.ok()).toBe(true);
}

export async function reject(seller: APIRequestContext, companyId: string, reason: string): Promise<void> {
  const res = await seller.post(`/api/trade/seller/companies/${companyId}/reject`, { data: { reason } });
  expect(res.ok()).toBe(true);
}
