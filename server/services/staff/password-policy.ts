/** Staff passwords (issue 35 item 5, issue 40 item 4): at least STAFF_PASSWORD_MIN characters, none
 * of the 10 000 most common passwords, and not one that zxcvbn-ts finds quickly guessable (a repeated
 * or sequential run like 1111111111 or 0123456789, a keyboard row, a date). The common list is the
 * ranked one @zxcvbn-ts/language-common ships (from leaked password corpora), compared in lower case. */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { STAFF_PASSWORD_MIN } from '../../../domain/staff/permissions.ts';
import { badRequest } from '../shared/errors.ts';

const { STAFF_TEXT } = textsIn('az');

const COMMON_COUNT = 10_000;
/** zxcvbn's score 0–1: "too guessable" / "very guessable" (under 10⁶ guesses); 2 and above are kept. */
const MIN_SCORE = 2;
let common: Set<string> | undefined;
let zxcvbn: ZxcvbnFactory | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).slice(0, COMMON_COUNT));
  return common.has(password.toLowerCase());
}

export function isGuessablePassword(password: string): boolean {
  zxcvbn ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return zxcvbn.check(password).score < MIN_SCORE;
}

/** The reason a password may not be a staff member's, or null when it may. */
export function staffPasswordProblem(password: string): string | null {
  if (password.length < STAFF_PASSWORD_MIN) return STAFF_TEXT.passwordShort;
  if (password.length > 200) return STAFF_TEXT.passwordLong;
  if (isCommonPassword(password)) return STAFF_TEXT.passwordCommon;
  if (isGuessablePassword(password)) return STAFF_TEXT.passwordGuessable;
  return null;
}

/** Throws a 400 with the reason for a password staff may not use. */
export function checkStaffPassword(password: string): void {
  const problem = staffPasswordProblem(password);
  if (problem) throw badRequest(problem);
}
