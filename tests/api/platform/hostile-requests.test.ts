/** Hostile requests beyond JSON fields (issue 8): hostile multipart fields,
 * malformed multipart, a decompression bomb, traversal in image names,
 * unknown methods, control characters in the query. Each answered 4xx with
 * an Azerbaijani message (checks.ts), and nothing stored. */
import { crc32, deflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/shared/messages.ts';
import { useTestApp } from '../../helpers/app.ts';
import { CONTROL, CONTROL_ONE_LINE, fingerprint, HUGE_TEXT } from '../../helpers/hostile.ts';
import { multipart, realImage } from '../../helpers/multipart.ts';

const t = useTestApp();
const REFUSED = [400, 404, 413, 415];
let seller: string;
let productId: string;
let newsId: string;

beforeAll(async () => {
  seller = await t.loginSeller();
  productId = (await t.createProduct())._id;
  newsId = (await t.createNews())._id;
});

const FORMS = {
  'add product': {
    method: 'POST',
    url: () => '/api/product/add-product',
    fields: { name: 'Vitamin', category: 'Həblər', offerPrice: '5', description: 'Mətn' },
  },
  'edit product': {
    method: 'PUT',
    url: () => `/api/product/${productId}`,
    fields: { name: 'Vitamin', category: 'Həblər', offerPrice: '5', description: 'Mətn' },
  },
  'add news': {
    method: 'POST',
    url: () => '/api/news/add-news',
    fields: { title: 'Başlıq', description: 'Mətn', seen: 'true' },
  },
  'edit news': {
    method: 'PUT',
    url: () => `/api/news/${newsId}`,
    fields: { title: 'Başlıq', description: 'Mətn', seen: 'true' },
  },
} as const;

const SINGLE_LINE = [...CONTROL, ...CONTROL_ONE_LINE, HUGE_TEXT, '  '];
const MULTILINE = [...CONTROL, 'ə'.repeat(20_001)];
const BAD_FIELD: Record<string, string[]> = {
  name: SINGLE_LINE,
  title: SINGLE_LINE,
  description: MULTILINE,
  category: ['Yoxdur', 'həblər ', '\u0000', "' OR 1=1 --"],
  offerPrice: [
    '1e308',
    '-1e308',
    '1e999',
    'Infinity',
    'NaN',
    '-1',
    '1000001',
    '99999999999999999999',
    'abc',
    '5\u0000',
  ],
  seen: ['yes', '2', '\u0000'],
};

/** Bodies a multipart parser must refuse (400) rather than trip over (500). */
function malformedBodies(fields: Record<string, string>): { payload: Buffer; type: string }[] {
  const good = multipart(fields);
  const type = good.headers['content-type'];
  return [
    { payload: good.payload, type: 'multipart/form-data' }, // no boundary
    { payload: good.payload, type: 'multipart/form-data; boundary=' }, // empty boundary
    { payload: good.payload.subarray(0, good.payload.length - 30), type }, // cut off
    { payload: good.payload, type: 'multipart/form-data; boundary=yanlis-sərhəd' }, // mismatched
    { payload: Buffer.alloc(2 * 1024 * 1024, 'x'), type }, // 2 MB of junk
    { payload: Buffer.alloc(0), type }, // empty
    { payload: Buffer.from(`--${type.split('=')[1]}--\r\n`), type }, // no parts at all
    { payload: Buffer.from('{"name":"Vitamin"}'), type }, // JSON under a multipart type
    { payload: good.payload, type: 'application/json' },
    {
      payload: Buffer.from(
        `--${type.split('=')[1]}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${type.split('=')[1]}--\r\n`,
      ),
      type,
    }, // a part without a name
  ];
}

/** A PNG that claims 60 000 × 60 000 pixels: 3.6 gigapixels if decoded. */
function bombPng(): Buffer {
  const chunk = (kind: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(kind), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(60_000, 0);
  ihdr.writeUInt32BE(60_000, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = deflateSync(Buffer.alloc(60_001 * 50)); // the first 50 rows; the rest is implied
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('hostile multipart uploads are refused and store nothing', () => {
  it.each(Object.keys(FORMS) as (keyof typeof FORMS)[])('%s', async (name) => {
    const form = FORMS[name];
    const before = await fingerprint(t.db);
    const image = await realImage();
    let sent = 0;
    for (const field of Object.keys(form.fields)) {
      for (const value of BAD_FIELD[field] ?? []) {
        const res = await t.upload(form.method, form.url(), { ...form.fields, [field]: value }, [image], seller);
        expect(REFUSED, `${name}: ${field}=${JSON.stringify(value).slice(0, 30)} answered ${res.status}`).toContain(
          res.status,
        );
        sent++;
      }
    }
    for (const [i, body] of malformedBodies(form.fields).entries()) {
      const res = await t.call(form.method, form.url(), {
        payload: body.payload,
        headers: { 'content-type': body.type },
        cookie: seller,
      });
      expect(REFUSED, `${name}: malformed body #${i} answered ${res.status}`).toContain(res.status);
      sent++;
    }
    const bomb = await t.upload(
      form.method,
      form.url(),
      form.fields,
      [{ filename: 'bomba.png', contentType: 'image/png', data: bombPng() }],
      seller,
    );
    expect(bomb.status).toBe(415);
    expect(sent).toBeGreaterThan(30);
    expect(await fingerprint(t.db)).toEqual(before);
  });

  it('a form the parser cannot read says so in Azerbaijani', async () => {
    const good = multipart(FORMS['add news'].fields);
    const res = await t.call('POST', '/api/news/add-news', {
      payload: good.payload.subarray(0, 40),
      headers: good.headers,
      cookie: seller,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.malformedForm);
  });
});

describe('image names', () => {
  const NAMES = [
    'x'.repeat(3000),
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e%2fserver%2fconfig.ts',
    '....%2F%2F....%2F%2Fetc%2Fpasswd',
    '%00.webp',
    'a%00b.webp',
    '%E0%A4%A',
    '..',
    '.%2e',
    'C:%5Cwindows%5Cwin.ini',
  ];
  it.each(NAMES)('image name #%# answers 4xx', async (name) => {
    const res = await t.app.inject({ method: 'GET', url: `/images/${name}` });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toMatch(/root:|\[fonts\]|export /);
  });
});

describe('methods and query strings', () => {
  const PATHS = [
    '/',
    '/products',
    '/api/product/list',
    `/images/0123456789abcdef0123456789abcdef-320.webp`,
    '/api/user/login',
  ];
  const METHODS = ['TRACE', 'PROPFIND', 'MKCOL', 'LOCK', 'COPY'];
  it.each(METHODS.flatMap((m) => PATHS.map((p) => [m, p])))('%s %s answers 405', async (method, path) => {
    const res = await t.call(method, path);
    expect(res.status).toBe(405);
    expect(res.body.message).toBe(MSG.methodNotAllowed);
  });

  it.each([
    '/api/order/seller?from=9999-99-99',
    '/api/order/seller?to=2026-02-31',
    '/api/order/seller?limit=1e308',
    '/api/order/seller?limit=99999999999999999999',
    '/api/order/seller?status=%00',
    '/api/order/seller?after=..%2F..',
    '/api/order/seller?before=%00',
  ])('%s answers 400 to a seller', async (url) => {
    expect((await t.get(url, seller)).status).toBe(400);
  });

  it.each([
    '/api/news/list?onlySeen=%00',
    '/api/product/list?x=a%00b',
    '/api/news/list?%1b=1',
    '/api/product/list?a=1&a=%07',
  ])('%s answers 400', async (url) => {
    const res = await t.get(url);
    expect(res.status).toBe(400);
  });
});
