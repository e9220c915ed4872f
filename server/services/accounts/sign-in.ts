/** Customer login with the failed-login limit (docs/architecture.md §API), shared by the
 * API and the /login page's form action. */
import type { LoginInput } from '../../../domain/shared/schemas.ts';
import type { PublicUser } from '../../../domain/shared/types.ts';
import type { LoginThrottle } from '../../rate-limit/login-guard.ts';
import type { Db } from '../../db/client.ts';
import { authenticateUser } from './accounts.ts';

export function signIn(db: Db, throttle: LoginThrottle, input: LoginInput): Promise<PublicUser> {
  return throttle(`user:${input.email}`, () => authenticateUser(db, input));
}
