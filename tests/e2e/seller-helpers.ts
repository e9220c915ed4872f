/** Steps shared by the seller panel's browser tests. */
import { mkdtempSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { uniqueEmail } from './helpers';

const imageDir = mkdtempSync(path.join(os.tmpdir(), 'seller-e2e-images-'));

/** Writes a small PNG of one colour and returns its path, for setInputFiles. */
export async function pngFile(name: string, rgb: [number, number, number]): Promise<string> {
  const file = path.join(imageDir, `${name}.png`);
  const [r, g, b] = rgb;
  await writeFile(
    file,
    await sharp({ create: { width: 64, height: 64, channels: 3, background: { r, g, b } } })
      .png()
      .toBuffer(),
  );
  return file;
}

export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: text }).first()).toBeVisible();
}

/** Confirms the dialog opened by the named button. */
export async function confirmWith(
  page: Page,
  opener: { click: () => Promise<void> },
  confirmLabel = 'Sil',
): Promise<void> {
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: confirmLabel, exact: true }).click();
}

export type Customer = { api: APIRequestContext; name: string; email: string; orderId: string };

/** A new customer, in their own cookie jar, with an address (in Gəncə, or the fields given) and
 * one order of a demo product. */
export async function customerWithOrder(baseURL: string, place: Record<string, string> = {}): Promise<Customer> {
  const api = await playwrightRequest.newContext({ baseURL });
  const email = uniqueEmail('satici-test');
  const name = `Müştəri ${email.split('@')[0]}`;
  expect((await api.post('/api/user/register', { data: { name, email, password: 'parol-123456' } })).status()).toBe(
    201,
  );
  const addressAnswer = await api.post('/api/address/add', {
    data: {
      address: {
        firstName: 'Leyla',
        lastName: 'Əliyeva',
        email,
        street: 'Azadlıq pr. 5',
        city: 'Gəncə',
        country: 'Azərbaycan',
        phone: '0551234567',
        ...place,
      },
    },
  });
  const { address } = await addressAnswer.json();
  const { products } = await (await api.get('/api/product/list')).json();
  // not prescription-only: that order would need the prescription (decision 0053); with the 3
  // ordered left (another test's tracked product may have fewer)
  const product = products.find(
    (p: { inStock: boolean; rx: boolean; stockLeft?: number | null }) => p.inStock && !p.rx && (p.stockLeft ?? 3) >= 3,
  );
  const orderAnswer = await api.post('/api/order/cod', {
    data: { items: [{ product: product._id, quantity: 3 }], address: address._id },
  });
  expect(orderAnswer.status()).toBe(201);
  return { api, name, email, orderId: (await orderAnswer.json()).order._id };
}

/** Every seller route; the two edit pages take ids through `withIds`. */
export const SELLER_ROUTES = [
  '/seller',
  '/seller/overview',
  '/seller/product-list',
  '/seller/orders',
  '/seller/orders/:order',
  '/seller/add-news',
  '/seller/editproduct/:product',
  '/seller/list',
  '/seller/editnews/:news',
  '/seller/users',
  '/seller/audit',
  '/seller/staff',
  '/seller/account',
  '/seller/receipts',
  '/seller/recall',
];

export function withIds(route: string, ids: { product: string; news: string; order?: string }): string {
  return route
    .replace(':product', ids.product)
    .replace(':news', ids.news)
    .replace(':order', ids.order ?? '');
}
