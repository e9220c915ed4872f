import { useEffect } from 'react';
import { Links, Meta, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { langOfPath } from '../domain/i18n/lang';
import type { Route } from './+types/root';
import appCss from './app.css?url';
import { LazyRouteError } from './components/shared/route-error-lazy';
import { ScriptsAfterPaint } from './components/shared/scripts-after-paint';
import { ToastHost } from './components/shared/toast-host';
import { useNonce } from './nonce';

/** The stylesheet with a React precedence, so React puts it at the top of <head>, ahead of
 * the hoisted image preloads and module preloads (a plain <link> came after 23 of them); the
 * icon here, for every page (the seller panel asked for a missing /favicon.ico on each). */
export function links() {
  return [
    { rel: 'stylesheet', href: appCss, precedence: 'default' },
    { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  ];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // the address says the language: `/ru/…` is Russian, the rest (the seller panel too) Azerbaijani
  const lang = langOfPath(useLocation().pathname);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ToastHost />
        <ScrollRestoration nonce={nonce} />
        <ScriptsAfterPaint nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // a marker the browser tests wait for (tests/e2e/helpers.ts openHydrated): buttons work from here on
  useEffect(() => void (document.documentElement.dataset.hydrated = 'true'), []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main>
      <LazyRouteError error={error} />
    </main>
  );
}
