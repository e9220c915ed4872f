/** POST and GET /logout for one kind of session (the customer's or the seller's). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '../../../domain/shared/messages.ts';
import { ok } from '../../../domain/shared/api-shapes.ts';
import { clearSessionCookie } from '../../auth/cookies.ts';
import { sameSiteOnly } from '../../auth/guards.ts';

export function logoutRoutes(app: FastifyInstance, cookie: string, tags: string[]): void {
  // Idempotent: a stale or missing session still ends logged out, not in an error.
  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    await app.services.sessions.deleteSession(request.cookies[cookie]);
    clearSessionCookie(reply, cookie);
    return { success: true as const, message: MSG.loggedOut };
  };
  // POST from the pages; GET stays for the spec's contract, same-site only
  app.post('/logout', { schema: { tags, response: { 200: ok() } } }, logout);
  app.get('/logout', { onRequest: sameSiteOnly, schema: { tags, response: { 200: ok() } } }, logout);
}
