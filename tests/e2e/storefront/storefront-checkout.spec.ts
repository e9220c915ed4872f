/** A visitor's cart, registration, address, pay-on-delivery order, My orders, cancel, logout. */
import { expect, test, workerShop } from '../fixtures';
import { formatMoney } from '../../../domain/shared/format';
import { DEMO_ZONES } from '../../../domain/delivery/demo-zones';
import { deliveryQuote } from '../../../domain/delivery/delivery';
import { uniqueEmail, openHydrated } from '../helpers';
import { addToCartOnPage, buyableProducts, cartBadge, openLoginDialog, registerInDialog } from '../storefront-helpers';

test('a visitor is sent to log in before adding an address or ordering', async ({ page, request }) => {
  await openHydrated(page, '/add-address');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Adres əlavə etmək üçün əvvəlcə daxil olun!')).toBeVisible();

  const [product] = await buyableProducts(request);
  await addToCartOnPage(page, product);
  await openHydrated(page, '/cart');
  await page.getByRole('button', { name: 'Sifarişi təsdiqlə' }).click();
  await expect(page.getByRole('dialog', { name: 'Hesabınıza daxil olun' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('login dialog validates fields and reports a failed login', async ({ page }) => {
  await openHydrated(page, '/');
  const dialog = await openLoginDialog(page);
  await expect(dialog.getByLabel('E-poçt')).toBeFocused(); // the customer came to type, not to close
  await dialog.getByRole('button', { name: 'Daxil ol' }).click();
  await expect(dialog.getByText('E-poçtu daxil edin.')).toBeVisible(); // empty: asked for, not called invalid
  await expect(dialog.getByLabel('E-poçt')).toBeFocused();
  await dialog.getByLabel('E-poçt').fill('yoxdur');
  await dialog.getByRole('button', { name: 'Daxil ol' }).click();
  await expect(dialog.getByText('E-poçt ünvanı düzgün deyil.')).toBeVisible();
  await dialog.getByLabel('E-poçt').fill('yoxdur@test.az');
  await dialog.getByLabel('Şifrə').fill('sehv-parol');
  await dialog.getByRole('button', { name: 'Daxil ol' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('E-poçt və ya şifrə yanlışdır.');
  await expect(page.getByText('E-poçt və ya şifrə yanlışdır.')).toHaveCount(1); // once: no notice repeats it
  await dialog.getByRole('button', { name: 'Qeydiyyatdan keçin' }).click();
  await dialog.getByRole('button', { name: 'Qeydiyyat' }).click();
  await expect(dialog.getByText('Adınızı daxil edin.')).toBeVisible();
});

test('a visitor cart survives registering; address, order, My orders, cancel, logout', async ({ page, request }) => {
  const [first, second] = await buyableProducts(request);
  await addToCartOnPage(page, first);
  await expect(cartBadge(page)).toHaveText('1');
  await page.reload();
  await expect(cartBadge(page)).toHaveText('1'); // rendered by the server from the cookie

  const email = uniqueEmail();
  await registerInDialog(page, email);
  await expect(page.getByRole('banner').getByRole('button', { name: /Test Müştəri|Hesabım/ })).toBeFocused();
  await expect(cartBadge(page)).toHaveText('1');
  expect((await page.context().cookies()).find((c) => c.name === 'cart')).toBeUndefined();
  await addToCartOnPage(page, second);
  await page.reload();
  await expect(cartBadge(page)).toHaveText('2'); // kept on the server now

  await openHydrated(page, '/cart');
  await page.getByLabel(`${first.name} — miqdar`).selectOption('3');
  await expect(page.getByText('cart updated')).toBeVisible();
  await page.getByRole('button', { name: `${second.name} məhsulunu səbətdən sil` }).click();
  await expect(page.getByText('remove from cart')).toBeVisible();
  await expect(cartBadge(page)).toHaveText('1');
  await page.getByRole('button', { name: 'Sifarişi təsdiqlə' }).click();
  await expect(page.getByText('Adressi daxil edin zəhmət olmasa')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Yeni ünvan əlavə et' })).toBeFocused();

  await page.getByRole('link', { name: 'Yeni ünvan əlavə et' }).click();
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  // filled in from the account, in Azərbaycan
  await expect(field('Ad')).toHaveValue('Test');
  await expect(field('Soyad')).toHaveValue('Müştəri');
  await expect(field('E-poçt')).toHaveValue(email);
  await expect(field('Ölkə')).toHaveValue('Azərbaycan');
  await expect(page.getByText('ulduzla (*) işarələnmiş xanalar mütləqdir')).toBeVisible();
  await field('Ad').fill('');
  await field('E-poçt').fill('');
  await page.getByRole('button', { name: 'Ünvanı yadda saxla' }).click();
  await expect(page.getByText('Adı daxil edin.')).toBeVisible();
  await expect(page.getByText('E-poçtu daxil edin.')).toBeVisible(); // missing, not "invalid"
  await expect(page.getByText('Telefon nömrəsini daxil edin.')).toBeVisible();
  await expect(field('Ad')).toBeFocused();
  await field('Ad').fill('Aysel');
  await field('Soyad').fill('Məmmədova');
  await field('E-poçt').fill('aysel@test.az');
  await field('Telefon').fill('050 123 45 67');
  await page.getByRole('combobox', { name: 'Şəhər' }).selectOption('Bakı');
  await page.getByRole('combobox', { name: 'Rayon' }).selectOption('Yasamal');
  await page.getByRole('button', { name: 'Ünvanı yadda saxla' }).click();
  await expect(page).toHaveURL(/\/cart\?notice=address-added$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Ünvan əlavə edildi.'); // the page's own notice, beside the toasts
  await expect(page.getByLabel('Ünvan seçin')).toContainText('Aysel Məmmədova');
  await expect(page.getByLabel('Ünvan seçin')).toContainText('+994 50 123 45 67'); // as typed, not +994501234567
  await expect(page.getByText('Adressi daxil edin zəhmət olmasa')).toHaveCount(0); // the stale error is gone
  // 3 × the price, summed in whole qəpik as the order will be, and Bakı – I zona's fee below its threshold
  const goods = Math.round(first.offerPrice! * 100) * 3;
  const zone = { _id: '', ...DEMO_ZONES[0] };
  await expect(page.getByTestId('cart-total')).toHaveText(formatMoney(deliveryQuote(goods, zone, 0).totalQepik / 100));

  await page.getByRole('button', { name: 'Sifarişi təsdiqlə' }).click();
  await expect(page).toHaveURL(/\/my-orders\/[0-9a-f-]+\?placed=1$/);
  await expect(page.getByRole('heading', { name: 'Sifarişiniz göndərilib', level: 1 })).toBeVisible();
  await expect(cartBadge(page)).toHaveText('0');
  await page.getByRole('link', { name: 'Bütün sifarişlərim' }).click();
  const order = page.getByTestId('order').first();
  await expect(order).toContainText('Sifarişiniz göndərilib (Gözləmədə)');
  await expect(order).toContainText(first.name);
  await expect(order).toContainText('Yerində ödəmə');

  page.once('dialog', (confirm) => confirm.accept());
  await order.getByRole('button', { name: 'Sifarişi ləğv et' }).click();
  await expect(order).toContainText('Sifarişiniz ləğv edildi');
  await expect(order.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(order.getByRole('button', { name: 'Sifarişi ləğv et' })).toHaveCount(0);

  await page
    .getByRole('banner')
    .getByRole('button', { name: /Test Müştəri|Hesabım/ })
    .click();
  await page.getByRole('button', { name: 'Çıxış' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page.getByText('Sifarişlərinizi görmək üçün hesabınıza daxil olun.')).toBeVisible();
});

test('logging in merges the visitor cart into the account cart', async ({ page, request, playwright }) => {
  const [first, second] = await buyableProducts(request);
  const email = uniqueEmail();
  const account = await playwright.request.newContext({ baseURL: workerShop().url });
  await account.post('/api/user/register', { data: { name: 'Köhnə Müştəri', email, password: 'parol-12345' } });
  await account.post('/api/cart/update', { data: { cartItems: { [first._id]: 2 } } });
  await account.dispose();

  await addToCartOnPage(page, second);
  const dialog = await openLoginDialog(page);
  await dialog.getByLabel('E-poçt').fill(email);
  await dialog.getByLabel('Şifrə').fill('parol-12345');
  await dialog.getByRole('button', { name: 'Daxil ol' }).click();
  await expect(dialog).toBeHidden();
  await expect(cartBadge(page)).toHaveText('2');
  await openHydrated(page, '/cart');
  await expect(page.getByLabel(`${first.name} — miqdar`)).toHaveValue('2');
  await expect(page.getByLabel(`${second.name} — miqdar`)).toHaveValue('1');
});
