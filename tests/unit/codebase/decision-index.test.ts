/** The decision records say their status at their top and docs/decisions/README.md lists every one
 * (issue 43 item 4): a record added without either leaves a reader unable to tell whether it holds. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const dir = path.resolve(__dirname, '../../../docs/decisions');
const records = readdirSync(dir).filter((f) => /^\d{4}-.*\.md$/.test(f) && !f.endsWith('.table.md'));
const index = readFileSync(path.join(dir, 'README.md'), 'utf8');

it('every record states its status within its first lines', () => {
  const without = records.filter((f) => {
    const top = readFileSync(path.join(dir, f), 'utf8').split('\n').slice(0, 6).join('\n');
    return !/^\**Status\**:/im.test(top);
  });
  expect(records.length).toBeGreaterThan(100);
  expect(without).toEqual([]);
});

it('the list names every record, with a status', () => {
  const missing = records.filter(
    (f) => !new RegExp(`\\| \\[${f.slice(0, 4)}\\]\\(${f}\\) \\| .+ \\| (accepted|superseded|findings)`).test(index),
  );
  expect(missing).toEqual([]);
});
