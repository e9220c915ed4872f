/** The name of the request's staff session (issue 35), to mark "this device" in the sessions list. */
import { parseCookie } from 'cookie';
import { SELLER_COOKIE } from '../../server/auth/guards';
import { sessionKey } from '../../server/auth/sessions';

export const currentSessionKey = (request: Request) =>
  sessionKey(parseCookie(request.headers.get('cookie') ?? '')[SELLER_COOKIE]);
