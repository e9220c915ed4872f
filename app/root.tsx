import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import { Toaster } from 'react-hot-toast';
import type { Route } from './+types/root';
import './app.css';
import { useNonce } from './nonce';

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
        {/* spec §9: top centre, at most 20 at once is the library's default; 2000 ms success, 4000 ms others */}
        <Toaster position="top-center" toastOptions={{ duration: 4000, success: { duration: 2000 } }} />
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
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold">{notFound ? 'Səhifə tapılmadı' : 'Xəta baş verdi!'}</h1>
      <p className="mt-4 text-slate-600">
        {notFound ? 'Axtardığınız səhifə mövcud deyil və ya silinib.' : 'Gözlənilməz xəta baş verdi. Bir az sonra yenidən cəhd edin.'}
      </p>
      <a href="/" className="mt-8 inline-block rounded-full bg-primary px-6 py-3 font-medium text-white">
        Ana səhifəyə qayıt
      </a>
    </main>
  );
}
