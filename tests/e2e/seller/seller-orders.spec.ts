/** One order walked through every change the status machine allows, every
 * refused one refused with the spec's message; cancel and delete; a deleted
 * customer is logged out. */
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { TRANSITION_MESSAGES } from '../../../domain/orders/order-status';
import { openHydrated } from '../helpers';
import { confirmWith, customerWithOrder, expectToast } from '../seller-helpers';

function statusRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (r) => r.method() === 'PUT' && r.url().includes('/api/order/seller/') && count++);
  return () => count;
}

test('walk an order through the Accepted and Completed boxes, cancel it, delete it', async ({
  sellerPage: page,
  baseURL,
}) => {
  const customer = await customerWithOrder(baseURL!);
  const putStatus = (status: string) =>
    page.request.put(`/api/order/seller/${customer.orderId}/status`, { data: { status } });
  const sentRequests = statusRequests(page);
  await openHydrated(page, `/seller/orders?q=${encodeURIComponent(customer.email)}`); // paged: the search keeps it on the page
  const order = page.getByRole('article').filter({ hasText: customer.email });
  const accepted = order.getByRole('checkbox', { name: 'Qəbul edildi' });
  const completed = order.getByRole('checkbox', { name: 'Tamamlandı' });
  await expect(order).toContainText('Bank köçürməsi ilə əvvəlcədən ödəmə'); // Gəncə: no cash on delivery in the demo zones
  await expect(order).toContainText('× 3');
  await expect(order).toContainText('Gəncə');

  // sent: completed is disabled and says why; the server refuses it the same way
  await expect(accepted).not.toBeChecked();
  await expect(completed).toBeDisabled();
  await expect(order).toContainText(TRANSITION_MESSAGES.acceptFirst);
  expect((await (await putStatus('Tamamlandı')).json()).message).toBe(TRANSITION_MESSAGES.acceptFirst);

  // sent → accepted → sent → accepted → completed (each box follows the server's answer)
  await accepted.click();
  await expectToast(page, 'Sifariş statusu yenilənib: Qəbul Edildi');
  await expect(completed).toBeEnabled();
  await accepted.click();
  await expectToast(page, 'Sifariş statusu yenilənib: Göndərilib');
  await expect(completed).toBeDisabled();
  await accepted.click();
  await expectToast(page, 'Sifariş statusu yenilənib: Qəbul Edildi');
  await expect(completed).toBeEnabled();
  await completed.click();
  await expectToast(page, 'Sifariş statusu yenilənib: Tamamlandı');
  // a prepaid order (Gəncə: no cash) is paid by the payments recorded, not by its completion (issue 34)
  await expect(order).toContainText('Ödənilməyib');
  await expect(order.getByRole('button', { name: 'Sifarişi ləğv et' })).toHaveCount(0);

  // completed: un-accepting is refused in the page, without asking the server
  const before = sentRequests();
  await accepted.click();
  await expectToast(page, TRANSITION_MESSAGES.cannotRevert);
  await expect(accepted).toBeChecked();
  expect(sentRequests()).toBe(before);
  expect((await (await putStatus('Ləğv Edildi')).json()).message).toBe(TRANSITION_MESSAGES.completedCannotCancel);

  // completed → accepted, then cancel behind a confirm
  await completed.click();
  await expectToast(page, 'Sifariş statusu yenilənib: Qəbul Edildi');
  await expect(order).toContainText('Ödənilməyib');
  await confirmWith(page, order.getByRole('button', { name: 'Sifarişi ləğv et' }), 'Bəli, ləğv et');
  await expectToast(page, 'Sifariş statusu yenilənib: Ləğv Edildi');
  await expect(accepted).toBeDisabled();
  await expect(completed).toBeDisabled();
  await expect(order).toContainText(TRANSITION_MESSAGES.cancelledCannotComplete);
  expect((await (await putStatus('Tamamlandı')).json()).message).toBe(TRANSITION_MESSAGES.cancelledCannotComplete);
  expect((await (await putStatus('Qəbul Edildi')).json()).message).toBe(TRANSITION_MESSAGES.cannotRevert);

  // a failed delete keeps the order and says so; then it goes
  const deleteButton = order.getByRole('button', { name: 'Sil', exact: true });
  await page.route(`**/api/order/seller/${customer.orderId}`, (route) => route.fulfill({ status: 500, body: '' }));
  await confirmWith(page, deleteButton);
  await expectToast(page, 'Sifariş silinərkən xəta baş verdi.');
  await page.unroute(`**/api/order/seller/${customer.orderId}`);
  await confirmWith(page, deleteButton);
  await expectToast(page, 'Sifariş silindi.');
  await expect(order).toHaveCount(0);
});

test('a failed status change shows the default message and leaves the box as it was', async ({
  sellerPage: page,
  baseURL,
}) => {
  const customer = await customerWithOrder(baseURL!);
  await openHydrated(page, `/seller/orders?q=${encodeURIComponent(customer.email)}`); // paged: the search keeps it on the page
  const accepted = page
    .getByRole('article')
    .filter({ hasText: customer.email })
    .getByRole('checkbox', { name: 'Qəbul edildi' });
  await page.route('**/api/order/seller/*/status', (route) => route.abort());
  await accepted.click();
  await expectToast(page, 'Sifariş statusu yenilənərkən xəta baş verdi.');
  await expect(accepted).not.toBeChecked();
});

test('the users page lists a customer with their orders; deleting logs them out', async ({
  sellerPage: page,
  baseURL,
}) => {
  const customer = await customerWithOrder(baseURL!);
  await openHydrated(page, '/seller/users');
  const row = page.getByRole('row').filter({ hasText: customer.email });
  await expect(row).toContainText(customer.name);
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');
  expect((await customer.api.get('/api/user/is-auth')).status()).toBe(200);

  await page.route('**/api/user/delete/*', (route) => route.abort());
  await confirmWith(page, row.getByRole('button', { name: `Sil: ${customer.email}` }));
  await expectToast(page, 'İstifadəçi silinərkən xəta baş verdi.');
  await page.unroute('**/api/user/delete/*');
  await confirmWith(page, row.getByRole('button', { name: `Sil: ${customer.email}` }));
  await expectToast(page, 'İstifadəçi silindi.');
  await expect(row).toHaveCount(0);
  expect((await customer.api.get('/api/user/is-auth')).status()).toBe(401);
});
