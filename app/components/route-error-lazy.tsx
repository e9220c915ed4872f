/** RouteError for the error boundaries of the root and the product page, kept out of their first
 * load (decision 0085): a boundary shows only when a page fails, so its code is fetched then; on a
 * failed page's first load React hydrates it when it arrives (the server's HTML stays meanwhile). */
import { lazy, Suspense } from 'react';

// through route-error-view.ts: the other pages import route-error.tsx directly
const RouteError = lazy(() => import('./route-error-view').then((m) => ({ default: m.RouteError })));

export function LazyRouteError({ error }: { error: unknown }) {
  return (
    <Suspense fallback={null}>
      <RouteError error={error} />
    </Suspense>
  );
}
