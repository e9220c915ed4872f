/** The seller adds hidden news the public cannot see, shows it, edits and deletes it. */
import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from '../fixtures';
import { openHydrated } from '../helpers';
import { confirmWith, expectToast, pngFile } from '../seller-helpers';

test('hidden news stays hidden until the seller shows it; edit and delete', async ({ sellerPage: page, baseURL }) => {
  const anonymous = await playwrightRequest.newContext({ baseURL });
  const title = `Sınaq xəbəri ${Date.now()}`;

  await openHydrated(page, '/seller/add-news');
  await page.getByLabel('Başlıq').fill(title);
  await page.getByLabel('Təsvir').fill('Sınaq üçün gizli xəbər.');
  await page.getByLabel('Saytda göstərilsin').uncheck();
  let uploads = 0;
  page.on('request', (r) => r.url().endsWith('/api/news/add-news') && uploads++);
  await page.getByRole('button', { name: 'Xəbər əlavə et' }).click();
  await expectToast(page, 'Zəhmət olmasa ən azı bir şəkil yükləyin.');
  expect(uploads).toBe(0); // checked before sending
  await page.getByLabel('Şəkil 1').setInputFiles(await pngFile('news-1', [120, 60, 200]));
  await page.getByRole('button', { name: 'Xəbər əlavə et' }).click();
  await expectToast(page, 'Xəbər əlavə edildi.');

  const { newses } = await (await page.request.get('/api/news/list')).json();
  const news = newses.find((n: { title: string }) => n.title === title);
  expect(news).toMatchObject({ seen: false });
  expect((await anonymous.get(`/api/news/${news._id}`)).status()).toBe(404);
  expect(JSON.stringify(await (await anonymous.get('/api/news/list')).json())).not.toContain(title);
  expect(await (await anonymous.get('/news')).text()).not.toContain(title);

  await openHydrated(page, '/seller/list');
  const visible = page.getByRole('switch', { name: `Saytda göstərilsin: ${title}` });
  await expect(visible).not.toBeChecked();
  await visible.click();
  await expectToast(page, 'Xəbər saytda göstərilir.');
  await expect(visible).toBeChecked();
  expect((await anonymous.get(`/api/news/${news._id}`)).status()).toBe(200);

  await page.getByRole('link', { name: `Redaktə et: ${title}` }).click();
  await expect(page.getByLabel('Başlıq')).toHaveValue(title);
  await page.getByLabel('Başlıq').fill(`${title} (yeni)`);
  await page.getByRole('button', { name: 'Yadda saxla' }).click();
  await expectToast(page, 'Xəbər uğurla yeniləndi.');
  await expect(page).toHaveURL(/\/seller\/list$/);
  expect((await (await anonymous.get(`/api/news/${news._id}`)).json()).news).toMatchObject({
    title: `${title} (yeni)`,
    seen: true,
  });

  const deleteButton = page.getByRole('button', { name: `Sil: ${title} (yeni)` });
  await page.route(`**/api/news/${news._id}`, (route) => route.fulfill({ status: 500, body: 'not json' }));
  await confirmWith(page, deleteButton);
  await expectToast(page, 'Xəbər silinərkən xəta baş verdi.');
  await page.unroute(`**/api/news/${news._id}`);
  await confirmWith(page, deleteButton);
  await expectToast(page, 'Xəbər silindi.');
  await expect(deleteButton).toHaveCount(0);
  expect((await page.request.get(`/api/news/${news._id}`)).status()).toBe(404);
});

test('the edit-news page explains an id it cannot edit', async ({ sellerPage: page }) => {
  await openHydrated(page, '/seller/editnews/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert')).toContainText('Xəbər tapılmadı.');
  await openHydrated(page, '/seller/editnews/not-an-id');
  await expect(page.getByRole('alert')).toContainText('Xəbər ID-si tapılmadı.');
});
