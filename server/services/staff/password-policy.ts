/** Staff passwords (issue 35 item 5): at least STAFF_PASSWORD_MIN characters and none of the 10 000
 * most common passwords. The list is the ranked one @zxcvbn-ts/language-common ships (from leaked
 * password corpora), read once, compared in lower case. */
import { dictionary } from '@zxcvbn-ts/language-common';
import { STAFF_PASSWORD_MIN, STAFF_TEXT } from '../../../domain/staff/staff-text.ts';
import { badRequest } from '../errors.ts';

const COMMON_COUNT = 10_000;
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).slice(0, COMMON_COUNT));
  return common.has(password.toLowerCase());
}

/** Throws a 400 with the reason for a password staff may not use. */
export function checkStaffPassword(password: string): void {
  if (password.length < STAFF_PASSWORD_MIN) throw badRequest(STAFF_TEXT.passwordShort);
  if (password.length > 200) throw badRequest(STAFF_TEXT.passwordLong);
  if (isCommonPassword(password)) throw badRequest(STAFF_TEXT.passwordCommon);
}
