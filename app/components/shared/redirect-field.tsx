/** Where a plain form post (before or without JavaScript) goes back to after the
 * action. Once hydrated the form is a fetcher's, which stays on its page and takes
 * the notice from the action's answer, so the field is left out (decision 0036). */
import { useHydrated } from '../../lib/hydrated';

export function RedirectField({ to, always = false }: { to: string; always?: boolean }) {
  const hydrated = useHydrated();
  return always || !hydrated ? <input type="hidden" name="redirectTo" value={to} /> : null;
}
