/** axe-core in the page, as lean as the check needs (decision 0163): its source evaluated once a
 * scan, asked for violations only, without the rules that can never report a serious or critical
 * one. @axe-core/playwright evaluated the 550 KB source twice a scan and sent back every rule's
 * passes too (about 580 KB of JSON): about half of each scan's time on this machine. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import axe from 'axe-core';

type CheckList = (string | { id: string })[];
type Audit = {
  rules: { id: string; any: CheckList; all: CheckList; none: CheckList }[];
  data: { checks: Record<string, { impact?: string }> };
};

const SEVERE = new Set(['serious', 'critical']);
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** A rule reports the highest impact among its failing checks, so a rule none of whose checks is
 * serious or critical cannot fail the check: these are not run. */
export const MILD_RULES: readonly string[] = (() => {
  const audit = (axe as unknown as { _audit: Audit })._audit;
  const ids = (list: CheckList) => list.map((check) => (typeof check === 'string' ? check : check.id));
  const mild = (rule: Audit['rules'][number]) =>
    [...ids(rule.any), ...ids(rule.all), ...ids(rule.none)].every(
      (id) => !SEVERE.has(audit.data.checks[id]?.impact ?? ''),
    );
  return audit.rules.filter(mild).map((rule) => rule.id);
})();

/** The page's serious and critical axe violations as it stands, one line each: `id: help (targets)`. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (mildRules) => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const rules = Object.fromEntries(mildRules.map((id) => [id, { enabled: false }]));
    const { violations } = await inPage.run(document, { resultTypes: ['violations'], rules });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  }, MILD_RULES);
}
