/** The owner's staff page and the invitation page in the browser (issue 35 item 1): an invitation
 * sent from the form appears in the audit log; a used or unknown link shows its refusal; axe clean
 * (the sessions page at rest is in seller-access.spec.ts's sweep); screenshots at 390 and 1280 px. */
import { expect, test } from '../fixtures';
import { expectNoSeriousA11yViolations, openHydrated, uniqueEmail } from '../helpers';
import { expectToast } from '../seller-helpers';
import { photograph } from '../support/photograph';

test('the owner invites a warehouse worker from the staff page', async ({ sellerPage: page }, testInfo) => {
  await openHydrated(page, '/seller/staff');
  await expect(page.getByRole('heading', { name: 'İşçilər', level: 1 })).toBeVisible();
  const email = uniqueEmail('anbar');
  const form = page.getByRole('form', { name: 'İşçi dəvət et' });
  await form.getByLabel('E-poçt').fill(email);
  await form.getByLabel('Vəzifə').selectOption('warehouse');
  await form.getByRole('button', { name: 'Dəvət göndər' }).click();
  await expectToast(page, `Dəvət ${email} ünvanına göndərildi.`);
  await expectNoSeriousA11yViolations(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await photograph(page, testInfo.outputPath(`staff-${width}.png`));
  }
  const log = await (await page.request.get(`/api/staff/audit?entity=staff&entityId=${email}`)).json();
  expect(log.entries[0]).toMatchObject({ action: 'invite', changes: { role: [null, 'warehouse'] } });
});

test('an unknown invitation link shows its refusal', async ({ page }, testInfo) => {
  await openHydrated(page, '/seller/invite?token=bilinmeyen-kecid');
  await expect(page.getByRole('heading', { name: 'Şifrənizi təyin edin' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'Dəvət keçidi etibarsızdır və ya vaxtı keçib. Sahibdən yeni dəvət istəyin.',
  );
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await photograph(page, testInfo.outputPath('invite-refused-390.png'), { fullPage: false });
});

test('a staff member sees their own sessions, this browser marked', async ({ sellerPage: page }, testInfo) => {
  await openHydrated(page, '/seller/account');
  await expect(page.getByRole('heading', { name: 'Aktiv seanslarım', level: 2 })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '(bu cihaz)' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Bütün seanslardan çıx' })).toBeVisible();
  // axe of this page in this state (the owner's own sessions): seller-access.spec.ts's sweep
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await photograph(page, testInfo.outputPath(`sessions-${width}.png`));
  }
});
