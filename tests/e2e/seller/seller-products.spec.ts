/** The seller adds, edits, takes out of stock and deletes a product of its
 * own (demo products are never touched). */
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { openHydrated } from '../helpers';
import { confirmWith, expectToast, pngFile } from '../seller-helpers';

type Product = {
  _id: string;
  name: string;
  category: string;
  image: string[];
  inStock: boolean;
  offerPrice: number | null;
};

async function findProduct(api: APIRequestContext, name: string): Promise<Product | undefined> {
  const { products } = await (await api.get('/api/product/list')).json();
  return products.find((p: Product) => p.name === name);
}

test('add a product with images, edit it with new ones, take it out of stock, delete it', async ({
  sellerPage: page,
  baseURL,
}) => {
  const anonymous = await playwrightRequest.newContext({ baseURL });
  const name = `Test məhsulu ${Date.now()}`;

  // add: a missing name is refused before sending, with the schema's message
  await openHydrated(page, '/seller');
  await page.getByRole('button', { name: 'Məhsul əlavə et' }).click();
  await expectToast(page, 'Məhsulun adını daxil edin.');
  await page.getByLabel('Şəkil 1').setInputFiles(await pngFile('add-1', [200, 30, 30]));
  await page.getByLabel('Şəkil 2').setInputFiles(await pngFile('add-2', [30, 200, 30]));
  await expect(page.locator('fieldset img')).toHaveCount(2); // previews
  await page.getByLabel('Məhsulun adı').fill(name);
  await page.getByLabel('Təsvir').fill('Sınaq üçün əlavə edilmiş məhsul.');
  await page.getByLabel('Kateqoriya').selectOption('Inyeksiyalar');
  await page.getByLabel('Qiymət (₼)').fill('12.34');
  await page.getByRole('button', { name: 'Məhsul əlavə et' }).click();
  await expectToast(page, 'Məhsul əlavə edildi.');
  await expect(page.getByLabel('Məhsulun adı')).toHaveValue(''); // the form is emptied for the next one

  const added = await findProduct(anonymous, name);
  expect(added).toMatchObject({ category: 'Inyeksiyalar', offerPrice: 12.34, inStock: true });
  expect(added!.image).toHaveLength(2);
  const publicAnswer = await anonymous.get(`/api/product/${added!._id}`);
  expect((await publicAnswer.json()).product.name).toBe(name);

  // edit: new images replace the old ones
  await openHydrated(page, '/seller/product-list');
  await page.getByRole('link', { name: `Redaktə et: ${name}` }).click();
  await expect(page.getByText('Ən çox 5 şəkil yükləmək olar.')).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(`^${name} — Şəkil`) })).toHaveCount(2);
  for (const [i, rgb] of [
    [30, 30, 200],
    [200, 200, 30],
    [30, 200, 200],
  ].entries()) {
    await page.getByLabel(`Şəkil ${i + 1}`).setInputFiles(await pngFile(`edit-${i}`, rgb as [number, number, number]));
  }
  await page.getByLabel('Məhsulun adı').fill(`${name} (yeni)`);
  await page.getByRole('button', { name: 'Yadda saxla' }).click();
  await expectToast(page, 'Məhsul yeniləndi.');
  await expect(page).toHaveURL(/\/seller\/product-list$/);
  const edited = await findProduct(anonymous, `${name} (yeni)`);
  expect(edited!._id).toBe(added!._id);
  expect(edited!.image).toHaveLength(3);
  expect(edited!.image.some((img) => added!.image.includes(img))).toBe(false);

  // stock: a failure rolls the switch back with the server's message
  const stockSwitch = page.getByRole('switch', { name: `Stokda: ${name} (yeni)` });
  await expect(stockSwitch).toBeChecked();
  await page.route('**/api/product/stock', (route) =>
    route.fulfill({ status: 500, json: { success: false, message: 'Sınaq xətası' } }),
  );
  await stockSwitch.click();
  await expectToast(page, 'Sınaq xətası');
  await expect(stockSwitch).toBeChecked();
  await page.unroute('**/api/product/stock');
  await stockSwitch.click();
  await expectToast(page, 'Stok vəziyyəti yeniləndi.');
  await expect(stockSwitch).not.toBeChecked();
  expect((await findProduct(anonymous, `${name} (yeni)`))!.inStock).toBe(false); // product cards hide it

  // delete: a failure is reported with the spec's prefix, then it really goes
  const deleteButton = page.getByRole('button', { name: `Sil: ${name} (yeni)` });
  await page.route(`**/api/product/${added!._id}`, (route) =>
    route.fulfill({ status: 500, json: { success: false, message: 'Sınaq xətası' } }),
  );
  await confirmWith(page, deleteButton);
  await expectToast(page, 'Məhsulu silərkən xəta: Sınaq xətası');
  await page.unroute(`**/api/product/${added!._id}`);
  await confirmWith(page, deleteButton);
  await expectToast(page, 'Məhsul silindi.');
  await expect(deleteButton).toHaveCount(0);
  expect((await anonymous.get(`/api/product/${added!._id}`)).status()).toBe(404);
});

test('the edit page explains an id it cannot edit', async ({ sellerPage: page }) => {
  await openHydrated(page, '/seller/editproduct/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert')).toContainText('Məhsul tapılmadı.');
  await openHydrated(page, '/seller/editproduct/not-an-id');
  await expect(page.getByRole('alert')).toContainText('Məhsul tapılmadı.');
});
