/** Two-factor sign-in for tests (decision 0101): a member enrols through the API and the test
 * computes codes from the secret with otpauth, as the member's phone would. A TOTP code is taken
 * once per 30-second step, so each use in a test names its own step: the enrolment takes the step
 * before now, a sign-in now, the next one the step after (the check accepts one step either side). */
import { expect } from 'vitest';
import { TOTP } from '../../domain/staff/two-factor.ts';
import { totpCode } from '../../server/services/staff/totp.ts';
import type { TestApp } from './app.ts';

/** The code of `secret` at `step` steps from now (-1, 0 or 1 are accepted). */
export const codeAt = (secret: string, step: -1 | 0 | 1 = 0) =>
  totpCode(secret, Date.now() + step * TOTP.period * 1000);

/** Sets up two-factor sign-in for the member of `cookie`: the secret shown and the recovery codes. */
export async function enrol(t: TestApp, cookie: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await t.post('/api/staff/two-factor/setup', undefined, cookie);
  expect(setup.status).toBe(200);
  const enabled = await t.post('/api/staff/two-factor/enable', { code: codeAt(setup.body.secret, -1) }, cookie);
  expect(enabled.status).toBe(200);
  return { secret: setup.body.secret, recoveryCodes: enabled.body.recoveryCodes };
}
