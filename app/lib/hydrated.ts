/** True once React has hydrated: controls that need JavaScript (a show-password
 * toggle) appear only then, so a page before hydration shows nothing dead; and a
 * form's `redirectTo` is sent only before then (RedirectField, decision 0036). */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
