/** What every answer of the API must respect (docs/architecture.md §API): never a 5xx, every
 * failure `success:false` with an Azerbaijani message, and nothing internal
 * (password hash, stack trace, SQL) in any body. */
import { expect } from 'vitest';

const LEAKS: [string, RegExp][] = [
  ['a password field', /password/i],
  ['a password hash', /scrypt\$/],
  ['a stack trace', /\bat [\w.<>]+ \(|\bat (?:file|node):|\.ts:\d+:\d+/],
  ['SQL', /\b(select .+ from|insert into|delete from|update \S+ set)\b|violates|syntax error at|relation "|drizzle/i],
];
const ENGLISH = /\b(invalid|expected|required|received|must|error|not found|too (big|small|large)|unexpected)\b/i;
const AZ_LETTERS = /[əğıöüşçİ]/i;

export function expectAzerbaijani(message: unknown): void {
  expect(typeof message, 'message is text').toBe('string');
  const text = message as string;
  expect(text.length).toBeGreaterThan(3);
  expect(text, 'message is Azerbaijani').toMatch(AZ_LETTERS);
  expect(text, 'message has no English').not.toMatch(ENGLISH);
}

export function checkAnswer(status: number, text: string, contentType: string | undefined, what: string): unknown {
  expect(status, `${what}: no 5xx`).toBeLessThan(500);
  if (!contentType?.includes('application/json')) return null;
  for (const [name, pattern] of LEAKS) expect(text, `${what}: no ${name} in the answer`).not.toMatch(pattern);
  const body = JSON.parse(text);
  expect(typeof body.success, `${what}: success is a boolean`).toBe('boolean');
  if (status >= 400) {
    expect(body.success, `${what}: a failure says success:false`).toBe(false);
    expectAzerbaijani(body.message);
  }
  return body;
}
