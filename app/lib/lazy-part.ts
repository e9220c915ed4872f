/** `React.lazy` for a part the server renders too (the footer, similar products, the trade price,
 * the error page; decision 0085). The browser fetches the part's code when React first needs it, as
 * with `lazy`. On the server the code is loaded when this module is, and handed to React as an
 * already-settled thenable, so no render suspends on it: React's string renderer would otherwise
 * send the first page after a start without the part, and the page cache would keep that page. */
import { lazy, type ComponentType } from 'react';

type Loaded<P> = { default: ComponentType<P> };

export function lazyPart<P>(load: () => Promise<Loaded<P>>) {
  if (!import.meta.env.SSR) return lazy(load);
  let loaded: Loaded<P> | undefined;
  const loading = load().then((m) => (loaded = m));
  // a thenable that calls back at once: React reads the part in the same render
  return lazy(() =>
    loaded ? ({ then: (resolve: (m: Loaded<P>) => void) => resolve(loaded!) } as Promise<Loaded<P>>) : loading,
  );
}
