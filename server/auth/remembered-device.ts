/** "Remember this device for 30 days" after a two-factor sign-in (decision 0101): an httpOnly
 * cookie `<member id>.<expiry>.<HMAC-SHA256>` signed with the member's own `remember_key`. A new
 * key (two-factor disabled, sessions ended, suspension) makes every remembered device forget them. */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REMEMBER_DAYS } from '../../domain/staff/two-factor.ts';

export const REMEMBER_COOKIE = 'staff_device';
const sign = (key: string, body: string) => createHmac('sha256', key).update(body).digest('base64url');

export function rememberDevice(reply: FastifyReply, sellerId: string, key: string): void {
  const body = `${sellerId}.${Date.now() + REMEMBER_DAYS * 86_400_000}`;
  reply.setCookie(REMEMBER_COOKIE, `${body}.${sign(key, body)}`, {
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.config.production,
    path: '/',
    maxAge: REMEMBER_DAYS * 86_400,
  });
}

/** Whether this browser's cookie remembers `sellerId` under their current key. */
export function isRemembered(request: FastifyRequest, sellerId: string, key: string | null): boolean {
  const value = request.cookies[REMEMBER_COOKIE];
  if (!key || !value || value.length > 200) return false;
  const [id, expires, mac] = value.split('.');
  if (id !== sellerId || !(Number(expires) > Date.now()) || !mac) return false;
  const want = Buffer.from(sign(key, `${id}.${expires}`));
  const got = Buffer.from(mac);
  return want.length === got.length && timingSafeEqual(want, got);
}
