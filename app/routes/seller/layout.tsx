/** /seller: the login for anyone who is not a seller, else the panel with
 * its sidebar. Child loaders refuse non-sellers with 401 (app/lib/seller-access.server.ts);
 * the error boundary below turns that into the same login. */
import { toast } from '../../lib/toast';
import { isRouteErrorResponse, Outlet, useNavigation, useRevalidator } from 'react-router';
import { AppLink } from '../../components/shared/app-link';
import type { Route } from './+types/layout';
import { api } from '../../lib/api';
import { MSG } from '../../../domain/shared/messages';
import { SITE } from '../../../domain/settings/site';
import { SellerLogin } from '../../components/seller/seller-login';
import { Sidebar } from '../../components/seller/sidebar';
import { sellerMeta } from '../../lib/seller-meta';
import { buttonClass } from '../../components/shared/ui';
import { permissionsOf } from '../../../domain/staff/permissions';
import { homeOf } from '../../../domain/staff/seller-pages';
import { pageText, SELLER_PANEL_TEXT } from '../../lib/text.server';
import { TwoFactorDue } from '../../components/seller/staff/two-factor-due';
import { useText } from '../../lib/text';

export const meta: Route.MetaFunction = (args) => sellerMeta(SITE.name, args);

export function loader({ request, context }: Route.LoaderArgs) {
  const staff = context.staff;
  return {
    isSeller: context.isSeller,
    staff: staff && {
      email: staff.email,
      role: staff.role,
      permissions: permissionsOf(staff.role),
      twoFactorDue: staff.twoFactorDue?.toISOString() ?? null,
    },
    // the paging links and the veterinary facts' names (the product list and form) are shared with
    // the storefront; the rest are the panel's own (decision 0153)
    text: pageText(request, ['PAGING', 'VET_TEXT', ...SELLER_PANEL_TEXT]),
  };
}

function LogoutButton() {
  const { SELLER_TEXT } = useText();
  const revalidator = useRevalidator();
  async function logout() {
    const result = await api('/seller/logout', { method: 'POST' });
    if (!result.success) return void toast.error(MSG.logoutFailed);
    toast.success(MSG.loggedOut);
    await revalidator.revalidate();
  }
  return (
    <button
      type="button"
      onClick={logout}
      className="rounded-md border border-slate-300 px-4 py-1.5 text-sm font-medium hover:bg-slate-50"
    >
      {SELLER_TEXT.logout}
    </button>
  );
}

export default function SellerLayout({ loaderData }: Route.ComponentProps) {
  const { ROLE_LABEL, SELLER_TEXT } = useText();
  const navigation = useNavigation();
  const staff = loaderData.staff;
  if (!loaderData.isSeller || !staff) return <SellerLogin />;
  const loading = navigation.state !== 'idle';
  return (
    <div className="min-h-screen bg-slate-50 print:bg-white">
      <header className="sticky top-0 z-10 flex h-16 print:hidden items-center justify-between gap-4 border-b border-slate-200 bg-white px-4 lg:px-6">
        <AppLink to={homeOf(staff.role)} className="min-w-0 truncate">
          <span className="font-semibold text-primary-dull">{SITE.name}</span>
          <span className="ml-2 text-sm text-slate-500">{SELLER_TEXT.panel}</span>
        </AppLink>
        <div className="flex items-center gap-3">
          <span className="hidden text-sm text-slate-600 sm:inline">
            {staff.email} · {ROLE_LABEL[staff.role]}
          </span>
          <LogoutButton />
        </div>
        {loading && (
          <div
            role="progressbar"
            aria-label={SELLER_TEXT.loading}
            className="absolute inset-x-0 bottom-0 h-0.5 animate-pulse bg-primary"
          />
        )}
      </header>
      <div className="flex min-h-[calc(100vh-4rem)]">
        <Sidebar permissions={staff.permissions} />
        <main className={`min-w-0 flex-1 p-4 transition-opacity md:p-8 print:p-0 ${loading ? 'opacity-60' : ''}`}>
          {staff.twoFactorDue && <TwoFactorDue due={staff.twoFactorDue} />}
          <Outlet />
        </main>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { SELLER_TEXT } = useText();
  if (isRouteErrorResponse(error) && error.status === 401) return <SellerLogin />;
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">{MSG.error}</h1>
      <p className="mt-4 text-slate-600">{MSG.unexpected}</p>
      <AppLink to="/seller" className={buttonClass('panel', 'mt-8')}>
        {SELLER_TEXT.panel}
      </AppLink>
    </main>
  );
}
