/** Seller pages' loaders run only for a staff member whose role may open the page
 * (domain/staff/seller-pages.ts, issue 35): anyone else gets a 401 that the /seller layout turns
 * into the login form, a staff member without the permission a 403, so no data reaches the page
 * HTML or the loader JSON. A seller's services read the database, never the catalogue cache
 * (server/page-routes.ts, decision 0075). */
import { data, redirect } from 'react-router';
import type { AppLoadContext } from 'react-router';
import { MSG } from '../../domain/shared/messages';
import { serverTexts } from './text.server';
import { can, type Permission } from '../../domain/staff/permissions';
import { homeOf, SELLER_PAGES, type SellerPage } from '../../domain/staff/seller-pages';
import { twoFactorOverdue } from '../../domain/staff/two-factor';

/** The services for a seller page's loader, once the signed-in staff member may open `page`. */
export function sellerServices(context: AppLoadContext, page: SellerPage): AppLoadContext['services'] {
  const role = context.staff?.role;
  // the panel's doors (where a sign-in lands) send a role that may not use them to its own first page
  if (role && LANDINGS.has(page) && !can(role, SELLER_PAGES[page])) throw redirect(homeOf(role));
  // two-factor sign-in they must set up, the grace over: their account page before anything else (decision 0101)
  if (page !== 'account' && twoFactorOverdue(context.staff?.twoFactorDue)) throw redirect('/seller/account');
  return staffServices(context, SELLER_PAGES[page]);
}

const LANDINGS = new Set<SellerPage>(['', 'overview']);

/** The same check by permission, for what a page does beyond opening. */
export function staffServices(context: AppLoadContext, permission: Permission): AppLoadContext['services'] {
  if (!context.isSeller || !context.staff) throw data({ message: MSG.sellerOnly }, { status: 401 });
  if (!can(context.staff.role, permission))
    throw data({ message: serverTexts('az').STAFF_TEXT.pageForbidden }, { status: 403 });
  return context.services;
}

/** Whether the signed-in staff member holds `permission` (for what a page shows). */
export const staffCan = (context: AppLoadContext, permission: Permission) => can(context.staff?.role, permission);
