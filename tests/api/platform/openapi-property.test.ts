/** Property-based (fast-check): random and mutated requests to every
 * operation of the OpenAPI document, as anyone, a customer and a seller.
 * Every answer must be below 500, carry a status the document lists for
 * that operation, and match the schema the document gives for it, with no
 * field the schema does not list (the document's objects are loose for
 * clients; the shapes in domain/shared/api-shapes.ts must still name every field,
 * since the types come from them). */
import { Ajv, type ValidateFunction } from 'ajv';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Customer, PASSWORD, SELLER, sampleAddress, useTestApp } from '../../helpers/app.ts';
import { multipart } from '../../helpers/multipart.ts';

const t = useTestApp();
type Schema = { properties?: Record<string, unknown>; type?: string };
type Operation = {
  method: string;
  path: string;
  query: string[];
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  body?: { type: string; schema: Schema };
};

const ajv = new Ajv({ strict: false, validateFormats: false });
const validators = new Map<object, ValidateFunction>();
/** The schema with every object closed: a field that its shape does not list fails. */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (!schema || typeof schema !== 'object') return schema;
  const out = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, closed(v)]));
  if ('properties' in out) out.additionalProperties = false;
  return out;
}
const validatorFor = (schema: object) =>
  validators.get(schema) ?? validators.set(schema, ajv.compile(closed(schema) as object)).get(schema)!;

let operations: Operation[] = [];
let customer: Customer;
let seller: string;
const ids: string[] = [];
let valid: Record<string, Record<string, unknown>> = {};

beforeAll(async () => {
  const doc = t.app.swagger() as unknown as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string }[];
          responses: Operation['responses'];
          requestBody?: { content: Record<string, { schema: Schema }> };
        }
      >
    >;
  };
  operations = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => {
        const [type, body] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
        return {
          method: method.toUpperCase(),
          path,
          query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
          responses: op.responses,
          body: type ? { type, schema: body.schema } : undefined,
        };
      }),
    );
  customer = await t.registerCustomer();
  seller = await t.loginSeller();
  const product = await t.createProduct();
  const news = await t.createNews();
  const address = await t.createAddress(customer.cookie);
  const order = await t.post(
    '/api/order/cod',
    { items: [{ product: product._id, quantity: 1 }], address: address._id },
    customer.cookie,
  );
  ids.push(product._id, news._id, address._id, order.body.order._id);
  valid = {
    '/api/user/register': { name: 'Ad Soyad', email: 'yeni@test.az', password: PASSWORD },
    '/api/user/login': { email: customer.email, password: PASSWORD },
    '/api/seller/login': { ...SELLER },
    '/api/cart/update': { cartItems: { [product._id]: 2 } },
    '/api/address/add': { address: sampleAddress },
    '/api/order/cod': { items: [{ product: product._id, quantity: 1 }], address: address._id },
    '/api/product/stock': { id: product._id, inStock: true },
    '/api/news/seen': { id: news._id, seen: true },
    '/api/order/seller/{id}/status': { status: 'Qəbul Edildi' },
    // with veterinary facts (decision 0042), so answers carrying them are checked against the document too
    '/api/product/add-product': {
      name: 'Vitamin',
      category: 'Həblər',
      offerPrice: '5',
      species: 'dog,cattle',
      substances: '[{"name":"Albendazol","strength":"500 mq"}]',
      withdrawalMeat: '14',
      withdrawalMilk: 'not-for-food',
      storageMinC: '2',
      storageMaxC: '8',
      coldChain: 'true',
      rx: 'true',
      familyOf: '',
    },
    '/api/product/{id}': { name: 'Vitamin', category: 'Həblər', offerPrice: '5' },
    '/api/news/{id}': { title: 'Başlıq', description: 'Mətn' },
    '/api/news/add-news': { title: 'Başlıq', description: 'Mətn' },
  };
});

/** A value for a field: often plausible, often hostile. */
const fieldValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('\u0000', 'true', '1e308', '-1', "' OR 1=1 --", 'Həblər', 'Qəbul Edildi'),
  fc.jsonValue({ maxDepth: 2 }),
  fc.double(),
  fc.uuid(),
);

/** Valid body, valid body with fields replaced or dropped, or anything. */
function bodyFor(op: Operation): fc.Arbitrary<unknown> {
  const base = valid[op.path] ?? {};
  const keys = [...new Set([...Object.keys(base), ...Object.keys(op.body?.schema.properties ?? {})])];
  const mutated = fc
    .dictionary(fc.constantFrom(...(keys.length ? keys : ['x'])), fc.option(fieldValue, { nil: undefined }), {
      maxKeys: 3,
    })
    .map((changes) => {
      const copy: Record<string, unknown> = structuredClone(base);
      for (const [k, v] of Object.entries(changes)) {
        if (v === undefined) delete copy[k];
        else copy[k] = v;
      }
      return copy;
    });
  return fc.oneof(
    { arbitrary: fc.constant(base), weight: 2 },
    { arbitrary: mutated, weight: 5 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  );
}

const request = fc.record({
  op: fc.integer({ min: 0, max: 1000 }),
  who: fc.constantFrom('anyone', 'customer', 'seller'),
  id: fc.oneof(
    fc.constantFrom(0, 1, 2, 3).map((i) => ids[i]),
    fc.uuid(),
    // `..` is a dot segment: the URL climbs to the grandparent, no client can send it as an id
    fc.string({ maxLength: 40 }).filter((s) => s !== '..'),
  ),
  query: fc.array(
    fc.oneof(
      fc.constantFrom(
        'true',
        'false',
        '1',
        '0',
        '-1',
        '1e308',
        '99999999999999999999',
        'NaN',
        '2026-01-31',
        '9999-99-99',
        '0000-00-00',
        'new,accepted',
        'x',
      ),
      fc.string({ unit: 'binary', maxLength: 10 }),
    ),
    { maxLength: 4 },
  ),
  seed: fc.integer(),
});

// before the random requests, which may delete the fixtures
describe('every answer lists only the fields of its shape', () => {
  it('holds for a success of each shaped answer, and fails for one field more', async () => {
    const [product, news, , order] = ids;
    const calls: [string, string, string | undefined, unknown?][] = [
      ['GET', '/api/product/list', undefined],
      ['GET', `/api/product/${product}`, undefined],
      ['GET', '/api/news/list', seller],
      ['GET', `/api/news/${news}`, undefined],
      ['GET', '/api/user/is-auth', customer.cookie],
      ['GET', '/api/address/get', customer.cookie],
      ['GET', '/api/order/user', customer.cookie],
      ['GET', '/api/order/seller', seller],
      ['GET', `/api/order/seller/${order}/events`, seller],
      ['GET', '/api/user/all-users', seller],
      ['POST', '/api/cart/update', customer.cookie, valid['/api/cart/update']],
    ];
    const pathOf = (url: string) => url.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, '{id}');
    for (const [method, url, cookie, json] of calls) {
      const res = await t.call(method, url, { json, cookie });
      expect(res.status, `${method} ${url}`).toBe(200);
      const op = operations.find((o) => o.method === method && o.path === pathOf(url))!;
      const validate = validatorFor(op.responses['200'].content!['application/json'].schema);
      expect(validate(res.body), `${method} ${url}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
    const productOp = operations.find((o) => o.method === 'GET' && o.path === '/api/product/{id}')!;
    const validate = validatorFor(productOp.responses['200'].content!['application/json'].schema);
    const answer = (await t.get(`/api/product/${product}`)).body;
    expect(validate({ ...answer, product: { ...answer.product, stock: 3 } })).toBe(false);
  });
});

describe('every answer matches the OpenAPI document', () => {
  it('holds for random requests to every operation', async () => {
    let sent = 0;
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const op = operations[r.op % operations.length];
        const body = op.body ? fc.sample(bodyFor(op), { numRuns: 1, seed: r.seed })[0] : undefined;
        // a logout would end the fixtures' sessions for every later run
        const who = op.path.endsWith('/logout') ? 'anyone' : r.who;
        const cookie = who === 'customer' ? customer.cookie : who === 'seller' ? seller : undefined;
        let url = op.path.replace('{id}', encodeURIComponent(r.id));
        const query = op.query
          .map((name, i) => (r.query[i] === undefined ? '' : `${name}=${encodeURIComponent(r.query[i])}`))
          .filter(Boolean);
        if (query.length) url += `?${query.join('&')}`;
        const form =
          op.body?.type === 'multipart/form-data' && body && typeof body === 'object' && !Array.isArray(body);
        const payload = form
          ? multipart(
              Object.fromEntries(
                Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
              ),
            )
          : undefined;
        const res = await t.call(op.method, url, payload ? { ...payload, cookie } : { json: body, cookie });
        sent++;
        // an empty id or the dot segment `.` leaves the collection's address (`/companies/` and
        // `/companies/.` are `/companies`): the answer is that operation's, checked against its document
        const parent =
          (r.id === '' || r.id === '.') && op.path.endsWith('/{id}') ? op.path.slice(0, -'/{id}'.length) : null;
        const reached = operations.find((o) => o.method === op.method && o.path === parent) ?? op;
        const documented = reached.responses[String(res.status)];
        expect(documented, `${op.method} ${op.path} answered ${res.status}, not in the document`).toBeDefined();
        const type = res.contentType?.split(';')[0] ?? '';
        expect(
          documented.content?.[type],
          `${op.method} ${op.path} ${res.status} answered ${type}, not in the document`,
        ).toBeDefined();
        if (type === 'application/json') {
          const validate = validatorFor(documented.content![type].schema);
          expect(validate(res.body), `${op.method} ${op.path} ${res.status}: ${ajv.errorsText(validate.errors)}`).toBe(
            true,
          );
        }
        seen.add(`${op.method} ${op.path} ${res.status}`);
      }),
      { numRuns: 1000, seed: Number(process.env.FC_SEED ?? Date.now() % 1_000_000), verbose: 1 },
    );
    expect(sent).toBe(1000);
    // the run reached successes too, not only refusals
    expect([...seen].filter((s) => / 20[01]$/.test(s)).length).toBeGreaterThan(10);
  });
});

describe('the document itself', () => {
  it('gives every operation a success answer, its refusals, and a JSON schema for each', () => {
    expect(operations.length).toBeGreaterThanOrEqual(30);
    for (const op of operations) {
      const codes = Object.keys(op.responses);
      expect(
        codes.some((c) => c.startsWith('2')),
        `${op.method} ${op.path}`,
      ).toBe(true);
      for (const code of ['400', '429', '500']) expect(codes, `${op.method} ${op.path}`).toContain(code);
      for (const [code, answer] of Object.entries(op.responses)) {
        const schema =
          answer.content?.['application/json']?.schema ??
          answer.content?.['text/csv']?.schema ??
          answer.content?.['image/webp']?.schema ??
          answer.content?.['application/pdf']?.schema;
        expect(schema, `${op.method} ${op.path} ${code}`).toBeDefined();
      }
    }
  });

  it('describes the upload forms, images included', () => {
    const forms = operations.filter((op) => op.body?.type === 'multipart/form-data');
    expect(forms.map((op) => `${op.method} ${op.path}`).sort()).toEqual([
      'POST /api/news/add-news',
      'POST /api/product/add-product',
      'POST /api/trade/company/apply',
      'POST /api/trade/seller/companies/{id}/licence', // a renewed licence (decision 0122)
      'PUT /api/news/{id}',
      'PUT /api/product/{id}',
    ]);
    for (const op of forms.filter((op) => !op.path.startsWith('/api/trade/')))
      expect(op.body!.schema.properties?.image).toMatchObject({ type: 'array', items: { format: 'binary' } });
    const apply = forms.find((op) => op.path === '/api/trade/company/apply')!;
    expect(apply.body!.schema.properties?.licenceFile).toMatchObject({ type: 'string', format: 'binary' });
    expect(apply.body!.schema.properties?.voen).toBeDefined();
  });
});
