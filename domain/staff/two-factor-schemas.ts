/** The bodies of two-factor sign-in's calls (decision 0101), for the API, its document and tests. */
import { z } from 'zod';
import { email, loginSchema } from '../shared/schemas.ts';
import { textsIn } from '../i18n/texts-in.ts';

const { TWO_FACTOR_TEXT } = textsIn('az');

const code = z
  .string({ error: TWO_FACTOR_TEXT.codeWrong })
  .trim()
  .min(1, TWO_FACTOR_TEXT.codeWrong)
  .max(20, TWO_FACTOR_TEXT.codeWrong);

/** The spec's seller login, with the second step as optional fields: a member who has not set up
 * two-factor sign-in sends the spec's body as ever. */
export const sellerLoginSchema = loginSchema.extend({
  code: code.optional().meta({
    description:
      'The 6-digit code of the authenticator app, or a recovery code (XXXXX-XXXXX), for a member with two-factor sign-in. Without it such a member gets 401 with `field: "code"`; sign in again with the same e-mail and password and the code.',
  }),
  remember: z
    .boolean()
    .optional()
    .meta({ description: 'Remember this browser for 30 days: its next sign-ins ask no code (a signed cookie).' }),
});

export const twoFactorCodeSchema = z.object({ code });
export const staffPolicySchema = z.object({ twoFactorForAll: z.boolean({ error: TWO_FACTOR_TEXT.badChoice }) });
export const inviteEmailSchema = z.object({ email });
