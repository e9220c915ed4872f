/** Payloads of the account page and the password reset (one definition for
 * the route actions, the API and the forms' own checks). */
import { z } from 'zod';
import { email, newPassword, password, personName } from './schemas.ts';

export const changeNameSchema = z.object({ name: personName });
export const changeEmailSchema = z.object({ email, currentPassword: password });
export const changePasswordSchema = z.object({ currentPassword: password, newPassword });
export const deleteAccountSchema = z.object({ currentPassword: password });
export const forgotPasswordSchema = z.object({ email });
export const resetPasswordSchema = z.object({
  token: z.string({ error: 'Keçid düzgün deyil.' }).min(20, 'Keçid düzgün deyil.').max(100, 'Keçid düzgün deyil.'),
  password: newPassword,
});

export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
