/** RFC 6238 codes through `otpauth` (decision 0101): a new secret, the `otpauth://` address an
 * authenticator app reads from the QR code, and the check of a code against a secret, which
 * answers the time step the code belongs to so the caller can refuse it a second time. */
import { Secret, TOTP as Totp } from 'otpauth';
import QRCode from 'qrcode';
import { TOTP, TOTP_WINDOW } from '../../../domain/staff/two-factor.ts';

const totpOf = (secret: string, label = '') => new Totp({ ...TOTP, label, secret: Secret.fromBase32(secret) });

/** A new secret of 160 bits (RFC 4226's recommended length), in base 32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The address of the secret for an authenticator app, and its QR code as an SVG data URL. */
export async function totpEnrolment(secret: string, email: string): Promise<{ uri: string; qr: string }> {
  const uri = totpOf(secret, email).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The time step of `code` if it is right now (within one step either side) and later than
 * `lastStep`, the step last accepted; else null. */
export function totpStep(secret: string, code: string, lastStep: number | null, now = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  if (delta == null) return null;
  const step = Math.floor(now / 1000 / TOTP.period) + delta;
  return lastStep != null && step <= lastStep ? null : step;
}

/** The code of a secret at a moment (for tests and the demo's helper). */
export const totpCode = (secret: string, now = Date.now()) => totpOf(secret).generate({ timestamp: now });
