/** A page's text and photos come before its JavaScript (decision 0029): the server's HTML
 * preloads no modules, the browser asks for the scripts only after the load event and the first
 * contentful paint, and the page then hydrates, on a private page (nonce CSP) as on a kept one (hash CSP). */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { openHydrated } from '../helpers';
import { buyableProducts, productUrl } from '../storefront-helpers';

async function scriptsStartAfterLoadAndPaint(page: Page) {
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'));
    const [paint] = performance.getEntriesByName('first-contentful-paint');
    return {
      loadEventStart: navigation.loadEventStart,
      firstContentfulPaint: paint.startTime,
      scriptStarts: scripts.map((entry) => entry.startTime),
    };
  });
  expect(timing.scriptStarts.length).toBeGreaterThan(1);
  for (const start of timing.scriptStarts) {
    expect(start).toBeGreaterThanOrEqual(timing.loadEventStart);
    expect(start).toBeGreaterThanOrEqual(timing.firstContentfulPaint);
  }
}

test('the HTML of a page preloads no modules and carries its module script deferred', async ({ request }) => {
  const html = await (await request.get('/products')).text();
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).toMatch(/<script id="deferred-module" type="text\/x-deferred-module" data-preload="[^"]+\.js/);
});

test('the catalogue and a product page ask for their scripts only after loading, then hydrate', async ({
  page,
  request,
}) => {
  await openHydrated(page, '/products');
  await scriptsStartAfterLoadAndPaint(page);

  const [product] = await buyableProducts(request);
  await openHydrated(page, productUrl(product));
  await scriptsStartAfterLoadAndPaint(page);
});
