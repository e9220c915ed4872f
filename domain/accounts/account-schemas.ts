/** Payloads of the account page and the password reset (one definition for
 * the route actions, the API and the forms' own checks). */
import { z } from 'zod';
import { FORM_MSG } from '../i18n/az/form-messages.ts';
import { email, newPassword, password, personName, safeString } from '../shared/schemas.ts';

export const changeNameSchema = z.object({ name: personName });
export const changeEmailSchema = z.object({ email, currentPassword: password });
export const changePasswordSchema = z.object({ currentPassword: password, newPassword });
export const deleteAccountSchema = z.object({ currentPassword: password });
export const forgotPasswordSchema = z.object({ email });
export const resetPasswordSchema = z.object({
  token: safeString({ error: FORM_MSG.badLink }).min(20, FORM_MSG.badLink).max(100, FORM_MSG.badLink),
  password: newPassword,
});

export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
