import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import { Toaster } from 'react-hot-toast';
import type { Route } from './+types/root';
import appCss from './app.css?url';
import { RouteError } from './components/route-error';
import { useNonce } from './nonce';

/** The stylesheet with a React precedence, so React puts it at the top of <head>, ahead of
 * the hoisted image preloads and module preloads (a plain <link> came after 23 of them). */
export function links() {
  return [{ rel: 'stylesheet', href: appCss, precedence: 'default' }];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="az">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-800 antialiased">
        {children}
        {/* spec §9: top centre, at most 20 at once is the library's default; 2000 ms success, 4000 ms others.
            Placed below the sticky header (--notice-top), so a notice never covers the cart, account or search. */}
        <Toaster position="top-center" containerStyle={{ top: 'var(--notice-top)' }} toastOptions={{ duration: 4000, success: { duration: 2000 } }} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main>
      <RouteError error={error} />
    </main>
  );
}
