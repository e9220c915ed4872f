/** The staff forms' bodies (issue 35 item 1), for the API and its tests. */
import { z } from 'zod';
import { email } from '../shared/schemas.ts';
import { ROLES } from './permissions.ts';
import { textsIn } from '../i18n/texts-in.ts';

const { STAFF_TEXT } = textsIn('az');

const role = z.enum(ROLES, { error: STAFF_TEXT.unknownRole });

export const staffInviteSchema = z.object({ email, role });
export const staffRoleSchema = z.object({ role });
export const staffAcceptSchema = z.object({
  token: z.string().min(1).max(100),
  password: z.string({ error: STAFF_TEXT.passwordShort }).max(200, STAFF_TEXT.passwordLong),
  name: z.string().trim().max(100).optional(),
});

export const staffMemberShape = z.looseObject({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  suspended: z.boolean(),
  twoFactor: z.boolean().meta({ description: 'whether they set up two-factor sign-in (decision 0101)' }),
  createdAt: z.string(),
});
