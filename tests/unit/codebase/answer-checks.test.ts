/** The safety net every API test relies on (tests/helpers/checks.ts) must
 * really catch a 5xx, an English message and each kind of leak. */
import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../helpers/checks.ts';

const json = 'application/json; charset=utf-8';
const check = (status: number, body: unknown) => () => checkAnswer(status, JSON.stringify(body), json, 'test');

describe('checkAnswer', () => {
  it('passes a success and an Azerbaijani failure', () => {
    expect(check(200, { success: true, products: [] })).not.toThrow();
    expect(check(404, { success: false, message: 'Məhsul tapılmadı.' })).not.toThrow();
  });

  it.each([
    ['a 5xx', 500, { success: false, message: 'Gözlənilməz xəta baş verdi.' }],
    ['a failure without success:false', 400, { success: true, message: 'Xəta baş verdi!' }],
    ['an English message', 400, { success: false, message: 'Invalid input: expected object' }],
    ['a missing message', 401, { success: false }],
    ['a password hash', 200, { success: true, user: { hash: 'scrypt$16384$abc$def' } }],
    ['a password field', 200, { success: true, user: { password: 'x' } }],
    [
      'a stack trace',
      400,
      {
        success: false,
        message: 'Xəta baş verdi',
        stack: 'Error\n    at Object.handler (/app/server/api/user.ts:12:5)',
      },
    ],
    ['SQL', 400, { success: false, message: 'Xəta: insert into "users" values (...)' }],
  ])('catches %s', (_label, status, body) => {
    expect(check(status, body)).toThrow();
  });
});
