/** Every staff route names its permission (issue 35, decision 0096). At registration, an /api
 * route guarded by the bare `requireSeller`, or under a `/seller` path without a permission, is
 * refused with an error that says what to write, so the app does not start and the suite fails.
 * The permission goes into the OpenAPI document: `x-permission` and a line of the description. */
import type { FastifyInstance, RouteOptions } from 'fastify';
import { PERMISSIONS } from '../../domain/staff/permissions.ts';
import { permissionOf, requireSeller } from './guards.ts';

/** The spec's own seller routes: any staff member (or anyone) reaches them. */
export const OPEN_SELLER_ROUTES = new Set(['/api/seller/login', '/api/seller/is-auth', '/api/seller/logout']);

export class RouteWithoutPermission extends Error {}

/** Throws for a staff route that declares no permission. */
export function checkRoutePermission(route: Pick<RouteOptions, 'url' | 'method' | 'onRequest'>): void {
  if (!route.url.startsWith('/api/')) return;
  const hooks = ([] as unknown[]).concat(route.onRequest ?? []);
  const permission = permissionOf(route.onRequest);
  const staffPath = /\/seller(\/|$)/.test(route.url) && !OPEN_SELLER_ROUTES.has(route.url);
  if (permission || !(hooks.includes(requireSeller) || staffPath)) return;
  throw new RouteWithoutPermission(
    `${String(route.method)} ${route.url}: a staff route declares its permission, e.g. ` +
      `onRequest: requirePermission('orders.read') (domain/staff/permissions.ts)`,
  );
}

export function installRoutePermissions(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    checkRoutePermission(route);
    const permission = permissionOf(route.onRequest);
    if (!permission) return;
    const schema = (route.schema ??= {}) as Record<string, unknown>;
    const line = `Permission: \`${permission}\` (roles: ${PERMISSIONS[permission].join(', ')}).`;
    schema['x-permission'] = permission;
    const said = schema.description ? String(schema.description) : '';
    // a GET's HEAD twin shares its schema: the line goes in once
    if (!said.includes(line)) schema.description = said ? `${said}\n\n${line}` : line;
  });
}
