/** Failed logins per account, counted per account AND client address
 * (docs/decisions/0012): a stranger's wrong passwords slow down only the
 * stranger, so the rightful owner, from their own address, always gets in.
 * Guessing across accounts is bounded by the address's `login` tier. */
import type { FastifyRequest } from 'fastify';
import { MSG } from '../../domain/messages.ts';
import { HttpError } from '../services/errors.ts';
import { clientKey } from './plugin.ts';
import { LOGIN_FAILURES } from './tiers.ts';

export async function guardedLogin<T>(request: FastifyRequest, account: string, attempt: () => Promise<T>): Promise<T> {
  const counters = request.server.counters;
  const key = `login-failures:${account}:${clientKey(request)}`;
  if ((await counters.peek(key)).count >= LOGIN_FAILURES.max) throw new HttpError(429, MSG.tooManyAttempts);
  try {
    const result = await attempt();
    await counters.clear(key);
    return result;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) await counters.hit(key, LOGIN_FAILURES.windowMs);
    throw error;
  }
}
