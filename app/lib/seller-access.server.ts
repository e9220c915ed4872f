/** Seller pages' loaders run only for a seller: anyone else gets a 401 that
 * the /seller layout turns into the login form, so no data reaches the page
 * HTML or the loader JSON. A seller's services read the database, never the
 * catalogue cache (server/page-routes.ts, decision 0075). */
import { data } from 'react-router';
import type { AppLoadContext } from 'react-router';
import { MSG } from '../../domain/messages';

export function sellerServices(context: AppLoadContext): AppLoadContext['services'] {
  if (!context.isSeller) throw data({ message: MSG.sellerOnly }, { status: 401 });
  return context.services;
}
