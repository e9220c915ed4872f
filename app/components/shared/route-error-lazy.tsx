/** RouteError for the error boundaries of the root and the product page, kept out of their first
 * load (decision 0085): a boundary shows only when a page fails, so its code is fetched then; on a
 * failed page's first load React hydrates it when it arrives (the server's HTML stays meanwhile). */
import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-part';

// through route-error-view.ts: the other pages import route-error.tsx directly
const RouteError = lazyPart(() => import('./route-error-view').then((m) => ({ default: m.RouteError })));

export function LazyRouteError({ error }: { error: unknown }) {
  return (
    <Suspense fallback={null}>
      <RouteError error={error} />
    </Suspense>
  );
}
