/** The public site's frame: header, footer, login dialog and the cart/user
 * provider. Its loader gives the first paint the right cart badge. */
import { Suspense } from 'react';
import { lazyPart } from '../lib/lazy-part';
import { Outlet, useLocation, type ShouldRevalidateFunctionArgs } from 'react-router';
import { AuthDialogLoader } from '../components/accounts/auth-dialog-loader';
import { Banner } from '../components/shared/ui';
import { Container } from '../components/shared/page-heading';
import { Header } from '../components/shared/header';
import { ShopProvider } from '../components/shared/shop-context';
import { requestCart } from '../lib/session.server';
import { pageNotice } from '../lib/notices';
import { publicContact } from '../../domain/settings/shop-details';
import { pageText, serverTexts } from '../lib/text.server';
import type { Route } from './+types/site-layout';
import { useText } from '../lib/text';

const LAYOUT_TEXT = [
  'NAV',
  'UI',
  'CONTACT_BUTTONS',
  'PAGE_MSG',
  'SEARCH_UI',
  'AUTH_UI',
  'PAGE',
  'CATEGORY_NAMES',
  'NOT_FOUND_PAGE',
  'FORM_MSG', // a form's own checks in the page's language (app/lib/form-messages.ts)
  'FORM_LABELS',
] as const;

/** The footer is below the fold and its links are plain links until hydrated: its code is fetched
 * beside the page's, not in its first load, and React hydrates it when it arrives (the server's
 * HTML stays meanwhile). The server renders it whole (entry.server waits for onAllReady). */
const Footer = lazyPart(() => import('../components/shared/footer').then((m) => ({ default: m.Footer })));

export async function loader({ request, context }: Route.LoaderArgs) {
  // the shop's details for the footer and every page (cached per catalogue version)
  // the policies' Russian texts travel only with their own pages (/sertler, /qaytarma)
  const { termsRu: _t, returnsRu: _r, ...settings } = await context.services.settings.getSettings();
  return {
    user: context.user,
    cart: requestCart(request, context.user),
    origin: context.origin,
    settings,
    contact: publicContact(settings, serverTexts('az').SHOP_IDENTITY),
    // the words of the frame and of every page's title; a page's loader adds its own (decision 0100)
    text: pageText(request, LAYOUT_TEXT),
  };
}

/** The cart and user change only through a form's action (or an explicit revalidate): reload them then. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod }: ShouldRevalidateFunctionArgs) {
  return Boolean(formMethod) || currentUrl.href === nextUrl.href;
}

/** A form action's notice (`?notice=`), in the page so that it is read without JavaScript too. */
function PageNotice() {
  const { PAGE_MSG } = useText();
  const notice = pageNotice(PAGE_MSG, useLocation().search);
  if (!notice) return null;
  return (
    <Container className="mt-4">
      <Banner tone="notice">{notice}</Banner>
    </Container>
  );
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { UI } = useText();
  return (
    <ShopProvider user={loaderData.user} cart={loaderData.cart}>
      <a href="#main" className="skip-link">
        {UI.skipToContent}
      </a>
      <div className="flex min-h-screen flex-col">
        <Header />
        <main id="main" className="flex-1">
          <PageNotice />
          <Outlet />
        </main>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </div>
      <AuthDialogLoader />
    </ShopProvider>
  );
}
