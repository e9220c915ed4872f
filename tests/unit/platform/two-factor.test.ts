/** Two-factor sign-in's rules (decision 0101): a TOTP code is accepted one step either side of now
 * and never at or before the step last accepted; recovery codes are ten distinct codes of the
 * shown shape; who must set it up and by when; a browser named from its user agent. */
import { describe, expect, it } from 'vitest';
import {
  deviceName,
  isRecoveryCode,
  normalizeCode,
  showRecoveryCode,
  TOTP,
  twoFactorDue,
  twoFactorOverdue,
} from '../../../domain/staff/two-factor.ts';
import { newRecoveryCodes } from '../../../server/services/staff/recovery-codes.ts';
import { newTotpSecret, totpCode, totpStep } from '../../../server/services/staff/totp.ts';

const STEP = TOTP.period * 1000;
const now = Date.UTC(2026, 10, 25, 12, 0, 10);
const step = Math.floor(now / STEP);

describe('the TOTP check', () => {
  const secret = newTotpSecret();
  it('accepts the code of this step and of the one before and after, answering its step', () => {
    expect(totpStep(secret, totpCode(secret, now), null, now)).toBe(step);
    expect(totpStep(secret, totpCode(secret, now - STEP), null, now)).toBe(step - 1);
    expect(totpStep(secret, totpCode(secret, now + STEP), null, now)).toBe(step + 1);
  });
  it('refuses a code two steps away, and another secret’s code', () => {
    expect(totpStep(secret, totpCode(secret, now - 2 * STEP), null, now)).toBeNull();
    expect(totpStep(secret, totpCode(secret, now + 2 * STEP), null, now)).toBeNull();
    expect(totpStep(secret, totpCode(newTotpSecret(), now), null, now)).toBeNull();
  });
  it('refuses a code of a step already accepted or earlier', () => {
    expect(totpStep(secret, totpCode(secret, now), step, now)).toBeNull();
    expect(totpStep(secret, totpCode(secret, now - STEP), step, now)).toBeNull();
    expect(totpStep(secret, totpCode(secret, now + STEP), step, now)).toBe(step + 1);
  });
  it('matches RFC 6238’s SHA-1 test vector (59 s → 94287082, 6 digits: 287082)', () => {
    // the RFC's key "12345678901234567890" in base 32
    expect(totpCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000)).toBe('287082');
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes of ten base-32 characters, shown as XXXXX-XXXXX and read back', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) {
      expect(isRecoveryCode(c)).toBe(true);
      expect(normalizeCode(showRecoveryCode(c).toLowerCase())).toBe(c);
    }
  });
});

describe('who must set it up', () => {
  const createdAt = new Date('2026-11-01T00:00:00Z');
  it('the owner, within seven days of their account', () => {
    const due = twoFactorDue({ role: 'owner', enrolled: false, createdAt, forAllSince: null });
    expect(due?.toISOString()).toBe('2026-11-08T00:00:00.000Z');
    expect(twoFactorOverdue(due, Date.parse('2026-11-07T23:59:59Z'))).toBe(false);
    expect(twoFactorOverdue(due, Date.parse('2026-11-08T00:00:00Z'))).toBe(true);
    expect(twoFactorDue({ role: 'owner', enrolled: true, createdAt, forAllSince: null })).toBeNull();
  });
  it('others only when the owner requires it for all, counted from then', () => {
    expect(twoFactorDue({ role: 'warehouse', enrolled: false, createdAt, forAllSince: null })).toBeNull();
    const since = new Date('2026-11-20T00:00:00Z');
    const due = twoFactorDue({ role: 'warehouse', enrolled: false, createdAt, forAllSince: since });
    expect(due?.toISOString()).toBe('2026-11-27T00:00:00.000Z');
  });
});

it('names a browser from its user agent', () => {
  const android =
    'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
  expect(deviceName(android)).toBe('Chrome · Android');
  expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(
    'Firefox · Windows',
  );
  expect(deviceName('curl/8.5')).toBe('');
});
