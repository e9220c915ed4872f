/** The header fits at every width from 360 to 1440 px, for a visitor and for a customer with a
 * long name (issue 20 item 8): no link or control wraps onto a second line, nothing spills past
 * the screen, the bar keeps its height, and the account name is cut with an ellipsis. */
import { expect, test } from '../fixtures';
import { uniqueEmail } from '../helpers';

const WIDTHS = [360, 390, 414, 640, 768, 900, 1024, 1100, 1280, 1440];
const LONG_NAME = 'Gülnarə Məmmədəliyeva-Qasımzadə Abdulrəhmanova';

type Fit = { barHeight: number; wrapped: string[]; outside: string[]; nameCut: boolean | null };

/** What the header's first row looks like at the current width. */
function measure(): Fit {
  const bar = document.querySelector('header > div') as HTMLElement;
  const shown = (el: Element) => (el as HTMLElement).offsetParent !== null && el.getBoundingClientRect().width > 0;
  const label = (el: Element) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
  // a text wraps when its own line boxes sit at more than one height
  const wrapped = new Set<string>();
  const walker = document.createTreeWalker(bar, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim() || !node.parentElement || !shown(node.parentElement)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top / 4)));
    if (tops.size > 1) wrapped.add(label(node.parentElement));
  }
  const visible = [...bar.querySelectorAll('a, button, li, input')].filter(shown);
  const name = bar.querySelector('#account-button span:not(.sr-only)') as HTMLElement | null;
  const nameShown = name && name.offsetParent !== null;
  return {
    barHeight: Math.round(bar.getBoundingClientRect().height),
    wrapped: [...wrapped],
    outside: visible
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.left < 0 || r.right > document.documentElement.clientWidth + 0.5;
      })
      .map(label),
    nameCut: nameShown
      ? name.scrollWidth > name.clientWidth && getComputedStyle(name).textOverflow === 'ellipsis'
      : null,
  };
}

async function checkWidths(page: import('@playwright/test').Page, signedIn: boolean) {
  const heights = new Set<number>();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const fit = await page.evaluate(measure);
    expect(fit.wrapped, `${width} px: wraps`).toEqual([]);
    expect(fit.outside, `${width} px: outside the screen`).toEqual([]);
    if (signedIn && fit.nameCut !== null) expect(fit.nameCut, `${width} px: the long name is cut`).toBe(true);
    heights.add(fit.barHeight);
  }
  expect([...heights]).toEqual([64]);
}

test('the header fits from 360 to 1440 px for a visitor', async ({ page }) => {
  await page.goto('/products');
  await checkWidths(page, false);
});

test('the header fits from 360 to 1440 px with a customer’s long name signed in', async ({ page }) => {
  const email = uniqueEmail('uzun-ad');
  expect(
    (
      await page.request.post('/api/user/register', { data: { name: LONG_NAME, email, password: 'parol-123456' } })
    ).ok(),
  ).toBeTruthy();
  await page.goto('/');
  await expect(page.locator('#account-button')).toBeVisible();
  await checkWidths(page, true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.locator('#account-button')).toHaveAttribute('title', LONG_NAME); // the whole name on hover
});
