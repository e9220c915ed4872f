/** Role guards, run as `onRequest` hooks: before any body is read, so an
 * anonymous upload is refused before a byte is stored (docs/architecture.md §API).
 * A seller route declares the permission it needs (domain/staff/permissions.ts) in one line:
 * `onRequest: requirePermission('catalog.write')`; registration refuses a staff route without one
 * (server/auth/route-permissions.ts, decision 0096). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '../../domain/shared/messages.ts';
import { can, type Permission } from '../../domain/staff/permissions.ts';
import { textsIn } from '../../domain/i18n/texts-in.ts';
import { twoFactorOverdue } from '../../domain/staff/two-factor.ts';
import { HttpError } from '../services/shared/errors.ts';
import type { SessionCustomer } from './customer-session.ts';
import type { Staff } from './sessions.ts';

const { STAFF_TEXT } = textsIn('az');

const { TWO_FACTOR_TEXT } = textsIn('az');

export const USER_COOKIE = 'sid';
export const SELLER_COOKIE = 'seller_sid';

declare module 'fastify' {
  interface FastifyRequest {
    userId?: string;
    sellerId?: string;
    /** the staff member of the request's seller session, with their role */
    staff?: Staff;
  }
}

/** Each kind of session is looked up once per request, found or not: the rate limits ask first
 * (rate-limit/plugin.ts), the role guards and routes get the same answer without a query. */
const lookedUp = new WeakMap<
  FastifyRequest,
  { user?: string | null; seller?: Staff | null; customer?: SessionCustomer | null }
>();

function known(request: FastifyRequest) {
  let entry = lookedUp.get(request);
  if (!entry) lookedUp.set(request, (entry = {}));
  return entry;
}

export async function currentUserId(request: FastifyRequest): Promise<string | null> {
  const entry = known(request);
  if (entry.user !== undefined) return entry.user;
  const id = await request.server.services.sessions.resolveSession(request.cookies[USER_COOKIE], 'user');
  entry.user = id;
  if (id) request.userId = id;
  return id;
}

/** A page's customer: the account and whether it buys at trade prices, in one query. */
export async function currentCustomer(request: FastifyRequest): Promise<SessionCustomer | null> {
  const entry = known(request);
  if (entry.customer !== undefined) return entry.customer;
  if (entry.user === null) return (entry.customer = null);
  const customer = await request.server.services.customerSession.resolveCustomerSession(request.cookies[USER_COOKIE]);
  entry.customer = customer;
  entry.user ??= customer?.user._id ?? null;
  if (customer) request.userId = customer.user._id;
  return customer;
}

/** The staff member signed in on this request, or null. */
export async function currentStaff(request: FastifyRequest): Promise<Staff | null> {
  const entry = known(request);
  if (entry.seller !== undefined) return entry.seller;
  const staff = await request.server.services.sessions.resolveStaffSession(request.cookies[SELLER_COOKIE]);
  entry.seller = staff;
  if (staff) {
    request.sellerId = staff.id;
    request.staff = staff;
  }
  return staff;
}

export const currentSellerId = async (request: FastifyRequest) => (await currentStaff(request))?.id ?? null;

export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!(await currentUserId(request))) throw new HttpError(401, MSG.unauthorized);
}

/** Any staff member, whatever their role. Anonymous callers get 401; a logged-in customer gets 403.
 * Not for routes: registration refuses it there (a route names its permission). */
export async function requireSeller(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (await currentStaff(request)) return;
  if (await currentUserId(request)) throw new HttpError(403, MSG.sellerOnly);
  throw new HttpError(401, MSG.unauthorized);
}

export type PermissionGuard = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & {
  permission: Permission;
};
const guards = new Map<Permission, PermissionGuard>();

/** The guard of a seller route: a staff member whose role holds `permission`; else 401/403. */
export function requirePermission(permission: Permission): PermissionGuard {
  let guard = guards.get(permission);
  if (!guard) {
    guard = Object.assign(
      async (request: FastifyRequest, reply: FastifyReply) => {
        await requireSeller(request, reply);
        if (!can(request.staff!.role, permission)) throw new HttpError(403, STAFF_TEXT.forbidden);
        // two-factor sign-in they must set up and did not within the grace: only their own account (decision 0101)
        if (permission !== 'account.self' && twoFactorOverdue(request.staff!.twoFactorDue))
          throw new HttpError(403, TWO_FACTOR_TEXT.gateNotice);
      },
      { permission },
    );
    guards.set(permission, guard);
  }
  return guard;
}

/** The permission a route declares, if any (for the OpenAPI document and the registration check). */
export function permissionOf(onRequest: unknown): Permission | undefined {
  const hooks = ([] as unknown[]).concat(onRequest ?? []);
  for (const hook of hooks) {
    const permission = (hook as Partial<PermissionGuard>)?.permission;
    if (typeof hook === 'function' && permission && guards.get(permission) === hook) return permission;
  }
  return undefined;
}

/** For the GET logout the spec keeps: answered only to the shop's own pages
 * (or a client that says nothing), so another site cannot log anyone out
 * with a link or an image. The pages log out by POST. */
export async function sameSiteOnly(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site') throw new HttpError(403, MSG.crossSite);
  const referer = request.headers.referer;
  if (!site && referer && URL.canParse(referer) && new URL(referer).host !== request.host)
    throw new HttpError(403, MSG.crossSite);
}
