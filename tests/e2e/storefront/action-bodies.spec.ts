/** Every page action answers a body it cannot read with a 4xx and its
 * Azerbaijani message, never a 500 (issue 20 §2; app/lib/form-action.server.ts):
 * JSON, XML, plain text, broken multipart, an empty body, 1 MB and an unknown
 * intent, sent with POST, PUT, PATCH and DELETE to every route of app/routes.ts
 * whose module exports an action (a new action is covered without editing this
 * file), by a visitor and by a signed-in customer. Requests only, no browser. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import routes from '../../../app/routes';
import { MSG } from '../../../domain/shared/messages';
import { expect, test } from '../fixtures';
import { uniqueEmail } from '../helpers';

type RouteEntry = { path?: string; file: string; children?: RouteEntry[] };
// a well-formed id nobody has: the body is read (and refused) before anything is looked up
const SOME_ID = '0b6f3c3e-9d0a-4c55-8f57-6a1d2b3c4d5e';

/** The page addresses of the routes whose module exports an action, parameters filled in. */
function actionPages(entries: RouteEntry[], prefix = ''): string[] {
  return entries.flatMap((entry) => {
    const at = entry.path ? `${prefix}/${entry.path}` : prefix;
    const source = readFileSync(path.join('app', entry.file), 'utf8');
    const own = /export\s+(const|async\s+function|function)\s+action\b/.test(source) ? [at || '/'] : [];
    return [...own, ...actionPages(entry.children ?? [], at)].map((p) => p.replace(/:\w+/g, SOME_ID));
  });
}

// each page as a browser posts it, and as React Router's fetchers and <Form> do once hydrated (`.data`)
const pages = actionPages(routes as RouteEntry[]).flatMap((page) => [page, `${page}.data`]);
const KB = 1024;
const bodies: { name: string; type?: string; data: string | Buffer; status: number; message: string }[] = [
  { name: 'JSON', type: 'application/json', data: '{"intent":"add"}', status: 415, message: MSG.unsupportedMedia },
  { name: 'XML', type: 'application/xml', data: '<intent>add</intent>', status: 415, message: MSG.unsupportedMedia },
  { name: 'plain text', type: 'text/plain', data: 'intent=add', status: 415, message: MSG.unsupportedMedia },
  {
    name: 'broken multipart',
    type: 'multipart/form-data; boundary=x',
    data: '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\nadd',
    status: 400,
    message: MSG.malformedForm,
  },
  { name: 'empty', data: '', status: 415, message: MSG.unsupportedMedia },
  {
    name: '1 MB form',
    type: 'application/x-www-form-urlencoded',
    data: `intent=add&x=${'a'.repeat(1024 * KB)}`,
    status: 413,
    message: MSG.bodyTooLarge,
  },
];

/** Sends every body with every method to every page, a few at a time: one after the other they
 * took over a minute, mostly waiting on the round trips (issue 43 item 5). */
async function sendAll(request: APIRequestContext, who: string) {
  const sends = pages.flatMap((page) =>
    ['POST', 'PUT', 'PATCH', 'DELETE'].flatMap((method) => bodies.map((body) => ({ page, method, body }))),
  );
  const answers: string[] = [];
  const sendNext = async (): Promise<void> => {
    const next = sends.shift();
    if (!next) return;
    const { page, method, body } = next;
    const res = await request.fetch(page, {
      method,
      data: body.data,
      headers: body.type ? { 'content-type': body.type } : {},
      maxRedirects: 0,
    });
    const html = await res.text();
    const ok = res.status() === body.status && html.includes(body.message);
    if (!ok) answers.push(`${who} ${method} ${page} ${body.name}: ${res.status()}`);
    return sendNext();
  };
  await Promise.all(Array.from({ length: 4 }, sendNext));
  return answers.sort();
}

test('the routes with an action are found in app/routes.ts', () => {
  expect(pages).toEqual(
    expect.arrayContaining(['/cart', '/cart.data', '/login', '/account', `/my-orders/${SOME_ID}`, '/reset-password']),
  );
});

test('every action refuses an unreadable body with 4xx and its message, for a visitor and a customer', async ({
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const customer = await playwright.request.newContext({ baseURL });
  const registered = await customer.post('/api/user/register', {
    data: { name: 'Yoxlayan', email: uniqueEmail('bodies'), password: 'parol-12345' },
  });
  expect(registered.ok()).toBeTruthy();
  const wrong = (await Promise.all([sendAll(request, 'visitor'), sendAll(customer, 'customer')])).flat();
  await customer.dispose();
  expect(wrong).toEqual([]);
});

test('an intent the page does not have is refused with 400 and its message', async ({ request }) => {
  for (const page of ['/cart', '/login', '/account', `/my-orders/${SOME_ID}`]) {
    const res = await request.post(page, { form: { intent: 'nonsense' }, maxRedirects: 0 });
    expect(res.status(), page).toBe(400);
    expect(await res.text(), page).toContain(MSG.invalidInput);
  }
});
