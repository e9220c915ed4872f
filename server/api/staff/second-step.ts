/** The second step of a staff sign-in (issue 35 item 4, decision 0101), run inside the throttled
 * login after the password was right: a member with two-factor sign-in gives a code (TOTP or a
 * recovery code) unless this browser remembers them. A missing code is a 401 naming `field: "code"`
 * that is not counted as a failure; a wrong one is a 401 counted like a wrong password. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { isRemembered, rememberDevice } from '../../auth/remembered-device.ts';
import { secondStepAsked } from '../../rate-limit/login-guard.ts';
import { HttpError } from '../../services/shared/errors.ts';

const { TWO_FACTOR_TEXT } = textsIn('az');

export type SecondStep = { code?: string; remember?: boolean };
/** How the member passed: no second step, a remembered browser, a TOTP code or a recovery code. */
export type Passed = 'none' | 'remembered' | 'totp' | 'recovery';

export async function secondStep(
  request: FastifyRequest,
  reply: FastifyReply,
  sellerId: string,
  body: SecondStep,
): Promise<Passed> {
  const twoFactor = request.server.services.twoFactor;
  const factors = await twoFactor.signInFactors(sellerId);
  if (!factors.enabled) return 'none';
  if (isRemembered(request, sellerId, factors.rememberKey)) return 'remembered';
  if (!body.code) throw secondStepAsked(TWO_FACTOR_TEXT.codeRequired);
  const passed = await twoFactor.checkCode(sellerId, body.code);
  if (!passed) throw new HttpError(401, TWO_FACTOR_TEXT.codeWrong, 'code');
  if (body.remember && factors.rememberKey) rememberDevice(reply, sellerId, factors.rememberKey);
  return passed;
}
