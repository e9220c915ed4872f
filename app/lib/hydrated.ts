/** False while the server renders and while React hydrates, true from then on: the one
 * switch between a plain form post and a fetcher's (decision 0036). */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
