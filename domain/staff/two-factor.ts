/** Two-factor sign-in's rules (issue 35 item 4, decision 0101): who must set it up and by when,
 * the shape of a code, and a browser's name from its user agent. Pure: the server's TOTP check and
 * the panel's gate both read these. */
import type { Role } from './permissions.ts';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 seconds. */
export const TOTP = { digits: 6, period: 30, algorithm: 'SHA1', issuer: 'VetAqro' } as const;
/** A code of the step before or after is taken too (a phone's clock a little off). */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
export const REMEMBER_DAYS = 30;
/** Days a member who must set up two-factor may still use the panel without it (the panel says so). */
export const TWO_FACTOR_GRACE_DAYS = 7;
const DAY_MS = 86_400_000;

/** A code as typed: spaces and dashes dropped, letters in upper case. */
export const normalizeCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();
export const isTotpCode = (code: string) => /^\d{6}$/.test(code);
/** Recovery codes: ten letters and digits of Crockford's base-32, shown as XXXXX-XXXXX. */
export const isRecoveryCode = (code: string) => /^[0-9A-HJKMNP-TV-Z]{10}$/.test(code);
export const showRecoveryCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

export type TwoFactorState = {
  role: Role;
  enrolled: boolean;
  createdAt: Date;
  /** the owner's "required for all staff", with when it was turned on; null: off */
  forAllSince: Date | null;
};

/** Whether the member must set up two-factor sign-in: the owner always, the others when the owner
 * requires it for all. */
export const twoFactorRequired = (s: Pick<TwoFactorState, 'role' | 'forAllSince'>) =>
  s.role === 'owner' || s.forAllSince != null;

/** When a member who must set it up and has not loses the panel (null: nothing is due). */
export function twoFactorDue(s: TwoFactorState): Date | null {
  if (s.enrolled || !twoFactorRequired(s)) return null;
  const from = s.role === 'owner' || !s.forAllSince ? s.createdAt : maxDate(s.createdAt, s.forAllSince);
  return new Date(from.getTime() + TWO_FACTOR_GRACE_DAYS * DAY_MS);
}

/** Whether a member's grace is over: the panel then opens only their account page, the API only
 * their own account's calls (and the spec's sign-in, is-auth and logout). */
export const twoFactorOverdue = (due: Date | null | undefined, now = Date.now()) => due != null && due.getTime() <= now;

const maxDate = (a: Date, b: Date) => (a > b ? a : b);

/** "Chrome · Android" from a user agent; '' when nothing is recognised. */
export function deviceName(userAgent: string): string {
  const browser = (
    [
      [/Edg\//, 'Edge'],
      [/OPR\/|Opera/, 'Opera'],
      [/YaBrowser/, 'Yandex'],
      [/Firefox\//, 'Firefox'],
      [/Chrome\/|CriOS/, 'Chrome'],
      [/Safari\//, 'Safari'],
    ] as const
  ).find(([re]) => re.test(userAgent))?.[1];
  const system = (
    [
      [/Android/, 'Android'],
      [/iPhone|iPad|iOS/, 'iOS'],
      [/Windows/, 'Windows'],
      [/Mac OS X|Macintosh/, 'macOS'],
      [/Linux/, 'Linux'],
    ] as const
  ).find(([re]) => re.test(userAgent))?.[1];
  return [browser, system].filter(Boolean).join(' · ');
}
