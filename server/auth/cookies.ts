/** The session cookies (docs/architecture.md §Data): httpOnly, SameSite=Lax, Secure in production, 30 days. */
import type { FastifyReply } from 'fastify';
import { SESSION_DAYS } from './sessions.ts';

export function setSessionCookie(reply: FastifyReply, name: string, token: string): void {
  reply.setCookie(name, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.config.production,
    path: '/',
    maxAge: SESSION_DAYS * 24 * 60 * 60,
  });
}

export function clearSessionCookie(reply: FastifyReply, name: string): void {
  reply.clearCookie(name, { path: '/' });
}
