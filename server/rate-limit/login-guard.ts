/** Failed logins per account (docs/decisions/0012), counted per account AND
 * client address: a stranger's wrong passwords slow down only the stranger,
 * so the rightful owner, from their own address, always gets in. A browser
 * that logged in to the account before (its `login_device` cookie) is
 * counted by itself instead of by address, so the owner also gets in from
 * an address a guesser shares (one office, one mobile carrier's NAT).
 * Guessing across accounts is bounded by the address's `login` tier. */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '../../domain/shared/messages.ts';
import { recordSignInFailure } from '../metrics/process-metrics.ts';
import { HttpError } from '../services/shared/errors.ts';
import { clientKey } from './plugin.ts';
import { LOGIN_FAILURES } from './tiers.ts';

export const DEVICE_COOKIE = 'login_device';
const DEVICE_DAYS = 365;
const knownDeviceKey = (account: string, token: string) => `known-device:${account}:${token}`;

export async function isKnownDevice(request: FastifyRequest, account: string): Promise<string | null> {
  const token = request.cookies[DEVICE_COOKIE];
  if (!token || !/^[\w-]{20,64}$/.test(token)) return null;
  return (await request.server.counters.peek(knownDeviceKey(account, token))).count > 0 ? token : null;
}

/** Remembers this browser for this account (a counter row that lasts a year). */
async function rememberDevice(request: FastifyRequest, reply: FastifyReply, account: string): Promise<void> {
  const token =
    request.cookies[DEVICE_COOKIE] && /^[\w-]{20,64}$/.test(request.cookies[DEVICE_COOKIE])
      ? request.cookies[DEVICE_COOKIE]
      : randomBytes(24).toString('base64url');
  await request.server.counters.hit(knownDeviceKey(account, token), DEVICE_DAYS * 24 * 60 * 60 * 1000);
  reply.setCookie(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.config.production,
    path: '/',
    maxAge: DEVICE_DAYS * 24 * 60 * 60,
  });
}

const SECOND_STEP = Symbol('second step asked');
/** The 401 of a right password whose account asks for a code too: not counted as a failure. */
export const secondStepAsked = (message: string) =>
  Object.assign(new HttpError(401, message, 'code'), { [SECOND_STEP]: true });
export const isSecondStepAsked = (error: unknown) =>
  typeof error === 'object' && error !== null && SECOND_STEP in error;

/** How a login is throttled: `account` names it (`user:a@b.az`), `attempt` checks the password. */
export type LoginThrottle = <T>(account: string, attempt: () => Promise<T>) => Promise<T>;

export async function guardedLogin<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  account: string,
  attempt: () => Promise<T>,
): Promise<T> {
  const counters = request.server.counters;
  const device = await isKnownDevice(request, account);
  const key = `login-failures:${account}:${device ? `device:${device}` : clientKey(request)}`;
  if ((await counters.peek(key)).count >= LOGIN_FAILURES.max) throw new HttpError(429, MSG.tooManyAttempts);
  try {
    const result = await attempt();
    await counters.clear(key);
    await rememberDevice(request, reply, account);
    return result;
  } catch (error) {
    // a right password whose account asks for its second step (decision 0101) is not a failure
    if (error instanceof HttpError && error.statusCode === 401 && !isSecondStepAsked(error)) {
      recordSignInFailure(account);
      await counters.hit(key, LOGIN_FAILURES.windowMs);
    }
    throw error;
  }
}
