/** Customer login with the failed-login limit (DESIGN §4), shared by the
 * API and the /login page's form action. */
import type { LoginInput } from '../../domain/schemas.ts';
import { MSG } from '../../domain/messages.ts';
import type { PublicUser } from '../../domain/types.ts';
import type { LoginLimiter } from '../auth/login-limiter.ts';
import type { Db } from '../db/client.ts';
import { authenticateUser } from './accounts.ts';
import { HttpError } from './errors.ts';

export async function signIn(db: Db, limiter: LoginLimiter, input: LoginInput): Promise<PublicUser> {
  const key = `user:${input.email}`;
  if (limiter.isBlocked(key)) throw new HttpError(429, MSG.tooManyAttempts);
  try {
    const user = await authenticateUser(db, input);
    limiter.recordSuccess(key);
    return user;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) limiter.recordFailure(key);
    throw error;
  }
}
