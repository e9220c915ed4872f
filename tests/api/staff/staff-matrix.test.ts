/** Every staff route × every role (issue 35, decision 0096), generated from the OpenAPI document
 * (the API's route table: each operation's `x-permission`) and from app/routes.ts (the seller
 * pages and SELLER_PAGES): a role without the permission gets 403, a role with it gets past the
 * guard, an anonymous caller 401. An operation without a permission must be a customer's (401 to
 * anyone but a customer) or listed as public below; a seller page must have a line in SELLER_PAGES. */
import { beforeAll, describe, expect, it } from 'vitest';
import routeConfig from '../../../app/routes.ts';
import { MSG } from '../../../domain/shared/messages.ts';
import { can, PERMISSION_NAMES, ROLES, type Permission, type Role } from '../../../domain/staff/permissions.ts';
import { SELLER_PAGES, type SellerPage } from '../../../domain/staff/seller-pages.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { createServices } from '../../../server/services/index.ts';
import { UNKNOWN_ID, useTestApp } from '../../helpers/app.ts';
import { STAFF_PASSWORD, staffOfEveryRole, type StaffMember } from '../../helpers/staff.ts';

const { STAFF_TEXT } = textsIn('az');

const t = useTestApp();
let staff: Record<Role, StaffMember>;

/** Operations anyone may call: the storefront's reads, sign-ins and the spec's seller routes. */
const PUBLIC = new Set([
  'GET /api/product/list',
  'GET /api/product/{id}',
  'GET /api/news/list',
  'GET /api/news/{id}',
  'GET /api/settings',
  'GET /api/delivery',
  'POST /api/user/register',
  'POST /api/user/login',
  'GET /api/user/is-auth',
  'GET /api/user/logout',
  'POST /api/user/logout',
  'POST /api/user/forgot-password',
  'POST /api/user/reset-password',
  'POST /api/staff/accept', // an invitation's link: its token is the credential
  'POST /api/seller/login',
  'GET /api/seller/is-auth',
  'GET /api/seller/logout',
  'POST /api/seller/logout',
]);

async function signInAgain(member: StaffMember): Promise<StaffMember> {
  const res = await t.post('/api/seller/login', { email: member.email, password: STAFF_PASSWORD });
  return { ...member, cookie: `seller_sid=${res.cookies.seller_sid}` };
}

type Operation = { method: string; path: string; permission?: Permission };
let operations: Operation[] = [];

const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, UNKNOWN_ID);

beforeAll(async () => {
  staff = await staffOfEveryRole(t);
  const doc = (await t.app.inject('/api/docs/json')).json() as {
    paths: Record<string, Record<string, { 'x-permission'?: Permission; description?: string }>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      permission: op['x-permission'],
    })),
  );
});

describe('the API: every staff operation × every role', () => {
  it('the document lists the staff operations, each with a known permission stated in its description', async () => {
    const guarded = operations.filter((op) => op.permission);
    expect(guarded.length).toBeGreaterThan(20);
    for (const op of guarded) expect(PERMISSION_NAMES).toContain(op.permission);
    const doc = (await t.app.inject('/api/docs/json')).json();
    expect(doc.paths['/api/order/seller/{id}'].delete.description).toBe(
      'Permission: `orders.delete` (roles: owner, manager).',
    );
  });

  it('a role without the permission gets 403, a role with it gets past the guard, nobody signed in 401', async () => {
    const seen: string[] = [];
    for (const op of operations.filter((o) => o.permission)) {
      const anonymous = await t.call(op.method, urlOf(op.path));
      expect(anonymous.status, `${op.method} ${op.path} anonymous`).toBe(401);
      for (const role of ROLES) {
        const res = await t.call(op.method, urlOf(op.path), { cookie: staff[role].cookie });
        const label = `${op.method} ${op.path} as ${role}`;
        if (can(role, op.permission!)) {
          expect([401, 403], label).not.toContain(res.status);
        } else {
          expect(res.status, label).toBe(403);
          expect(res.body.message, label).toBe(STAFF_TEXT.forbidden);
        }
        seen.push(label);
        // ending one's own sessions (account.self) signs the member out: in again for the next call
        if (op.path.startsWith('/api/staff/sessions')) staff[role] = await signInAgain(staff[role]);
      }
    }
    expect(seen.length).toBe(operations.filter((o) => o.permission).length * ROLES.length);
  });

  it('an operation without a permission is either a customer’s (401 to staff) or listed as public', async () => {
    for (const op of operations.filter((o) => !o.permission)) {
      const key = `${op.method} ${op.path}`;
      if (PUBLIC.has(key) || !op.path.startsWith('/api/') || op.path.startsWith('/api/docs')) continue;
      const res = await t.call(op.method, urlOf(op.path), { cookie: staff.owner.cookie });
      expect(res.status, `${key}: neither public nor guarded`).toBe(401);
      expect(res.body.message, key).toBe(MSG.unauthorized);
    }
  });

  it('the spec’s seller routes work for every staff member', async () => {
    for (const role of ROLES) {
      expect((await t.get('/api/seller/is-auth', staff[role].cookie)).status, role).toBe(200);
    }
  });
});

type RouteNode = { file: string; path?: string; index?: boolean; children?: RouteNode[] };
const sellerRoutes = (routeConfig as RouteNode[]).find((r) => r.path === 'seller')!.children!;
const pageOf = (node: RouteNode) => (node.index ? '' : node.path!);

/** The status a loader answered with: 200 when it returned, else its thrown data() or Response. */
async function loaderStatus(loader: (args: unknown) => unknown, role: Role | null, path: string): Promise<number> {
  const member = role ? staff[role] : null;
  const context = {
    services: createServices(t.db),
    isSeller: Boolean(member),
    staff: member && { id: member.id, email: member.email, role },
    user: null,
  };
  const url = `https://vetaqro.test/seller/${path.replace(':id', UNKNOWN_ID)}`;
  try {
    await loader({ request: new Request(url), context, params: { id: UNKNOWN_ID } });
    return 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    const init = (thrown as { init?: { status?: number } }).init;
    if (init?.status) return init.status;
    throw thrown;
  }
}

describe('the seller pages: every page × every role', () => {
  it('every seller page in app/routes.ts names its permission in SELLER_PAGES', () => {
    const pages = sellerRoutes.map(pageOf);
    expect(pages.filter((p) => !(p in SELLER_PAGES))).toEqual([]);
    expect(Object.keys(SELLER_PAGES).sort()).toEqual([...pages].sort());
  });

  for (const node of sellerRoutes) {
    const page = pageOf(node) as SellerPage;
    it(`/seller/${page}: its loader refuses the roles without ${SELLER_PAGES[page]}`, async () => {
      const mod = (await import(`../../../app/${node.file}`)) as { loader?: (args: unknown) => unknown };
      expect(mod.loader, `${node.file} has no loader`).toBeTypeOf('function');
      expect(await loaderStatus(mod.loader!, null, page)).toBe(401);
      for (const role of ROLES) {
        const status = await loaderStatus(mod.loader!, role, page);
        if (can(role, SELLER_PAGES[page])) expect([401, 403], `${page} as ${role}`).not.toContain(status);
        // the panel's doors send a role elsewhere (302); every other page refuses with 403
        else expect([403, 302], `${page} as ${role}`).toContain(status);
      }
    });
  }
});
