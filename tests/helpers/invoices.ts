/** Helpers of the invoice tests (issue 34): zones where a transfer is asked, orders placed and
 * completed through the API, a document downloaded as bytes and read back with pdftotext. */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import { ORDER_STATUS as S } from '../../domain/orders/order-status.ts';
import type { Customer, TestApp } from './app.ts';

const run = promisify(execFile);

/** Baku's Nəsimi takes cash; Şəki (by Azərpoçt) is paid in advance by bank transfer. */
export const ZONES = [
  { name: 'Bakı', areas: ['Bakı/Nəsimi', 'Bakı/Yasamal'], fee: 0, freeOver: null, daysMin: 1, daysMax: 1, cod: true },
  { name: 'Azərpoçt', areas: ['Şəki'], fee: 6, freeOver: null, daysMin: 4, daysMax: 6, cod: false },
];

export async function setZones(t: TestApp): Promise<void> {
  const res = await t.put('/api/delivery', { zones: ZONES }, await t.loginSeller());
  expect(res.status).toBe(200);
}

export type Buyer = Customer & { addressId: string };

/** A customer with an address in Baku (Nəsimi, cash on delivery) or in Şəki (transfer in advance). */
export async function buyerIn(t: TestApp, place: 'Bakı' | 'Şəki', name?: string): Promise<Buyer> {
  const c = await t.registerCustomer(name);
  const where = place === 'Bakı' ? { city: 'Bakı', state: 'Nəsimi' } : { city: 'Şəki', state: '' };
  return { ...c, addressId: (await t.createAddress(c.cookie, where))._id };
}

export async function placeOrder(t: TestApp, b: Buyer, items: { product: string; quantity: number }[]) {
  const res = await t.post('/api/order/cod', { items, address: b.addressId }, b.cookie);
  expect(res.status).toBe(201);
  return res.body.order as { _id: string; number: number; amount: number; paymentType: string };
}

export async function setStatus(t: TestApp, id: string, status: string, cookie?: string) {
  return t.put(`/api/order/seller/${id}/status`, { status }, cookie ?? (await t.loginSeller()));
}

export async function complete(t: TestApp, id: string): Promise<void> {
  expect((await setStatus(t, id, S.accepted)).status).toBe(200);
  expect((await setStatus(t, id, S.completed)).status).toBe(200);
}

export type Download = { status: number; headers: Record<string, unknown>; body: Buffer; json?: any };

export async function download(t: TestApp, url: string, cookie?: string): Promise<Download> {
  const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const json = String(res.headers['content-type']).includes('json') ? res.json() : undefined;
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload, json };
}

/** The PDF's text as poppler's pdftotext reads it (-layout keeps a table's row on one line). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'invoice-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    await writeFile(file, pdf);
    return (await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The seller's view of an order's documents. */
export async function sellerDocuments(t: TestApp, orderId: string) {
  const res = await t.get(`/api/invoices/seller/order/${orderId}`, await t.loginSeller());
  expect(res.status).toBe(200);
  return res.body.documents as { _id: string; kind: string; number: string; issuedAt: string }[];
}
