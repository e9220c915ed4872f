/** The options of both logins (/api/user/login, /api/seller/login): the login
 * rate tier, the shared body schema, and a 401 for a wrong e-mail or password. */
import type { ZodType } from 'zod';
import { failureShape } from '../../../domain/shared/api-shapes.ts';
import { loginSchema } from '../../../domain/shared/schemas.ts';
import { rateTier } from '../../rate-limit/tiers.ts';

export function loginRoute<Answer extends ZodType, Body extends ZodType = typeof loginSchema>(
  tags: string[],
  answer: Answer,
  body?: Body,
  refused = 'Wrong e-mail or password',
) {
  return {
    config: rateTier('login'),
    schema: {
      tags,
      body: (body ?? loginSchema) as Body,
      response: { 200: answer, 401: failureShape.describe(refused) },
    },
  };
}
