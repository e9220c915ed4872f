/** GET /language?to=/ru/about: the language switch (issue 36). Remembers the language of `to` for
 * the visitor (the `lang` cookie, a year) and on the account, then goes there. A plain link, so
 * it works without JavaScript; the page itself is named by its address, never by the cookie. */
import { redirect } from 'react-router';
import { langOfPath } from '../../domain/i18n/lang';
import { safeRedirect } from '../lib/safe-redirect';
import { langCookie } from '../lib/text.server';
import type { Route } from './+types/language';

export async function loader({ request, context }: Route.LoaderArgs) {
  const to = safeRedirect(new URL(request.url).searchParams.get('to'));
  const lang = langOfPath(to);
  if (context.user) await context.services.accounts.setLanguage(context.user._id, lang);
  throw redirect(to, { status: 303, headers: { 'set-cookie': langCookie(lang, context.secureCookies) } });
}
