/** The seller signs in once on each worker's shop, through the API, and the cookies are kept for
 * the tests that start signed in (fixtures.ts, `sellerPage`): signing in through the form is
 * tested in seller-access.spec.ts (issue 43 item 5). */
import { request, test } from '@playwright/test';
import { sellerStatePath, shopPort, WORKERS } from '../../playwright.config';
import { loginSellerViaApi } from './helpers';

test('the seller signs in on every worker’s shop', async () => {
  for (let i = 0; i < WORKERS; i++) {
    const api = await request.newContext({ baseURL: `http://127.0.0.1:${shopPort(i)}` });
    await loginSellerViaApi(api);
    await api.storageState({ path: sellerStatePath(i) });
    await api.dispose();
  }
});
