// Lighthouse 12 (mobile preset) on the main public pages. Uses the shop at
// BASE_URL (default http://127.0.0.1:3000) or, when nothing answers there,
// starts the built one (`npm run build` first) and stops it afterwards. Reports the median
// of RUNS runs a page, and every run's performance score beside it; after each page, the same
// page without its JavaScript, measured in turns with it (the floor: what the machine scores
// for the HTML, CSS and images alone).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startPagesWithoutJavaScript } from './lib/pages-without-javascript.mjs';
import { CHROMIUM_FLAGS } from './lib/chromium-flags.mjs';
import { publicPages } from './public-pages.mjs';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const PAGES = process.env.PAGES?.split(',') ?? ['home', 'products', 'product', 'news'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// each page is measured RUNS times (default 3) and the run with the median performance score
// is reported, as Lighthouse's docs advise for a shared, noisy machine
const RUNS = Number(process.env.RUNS ?? 3);
// LIGHTHOUSE_JSON_DIR=dir also writes each page's full report there (dir/<page>.json)
const jsonDir = process.env.LIGHTHOUSE_JSON_DIR;
// the flags of playwright.config.ts
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

async function isUp() {
  try {
    return (await fetch(`${baseUrl}/api/product/list`)).ok;
  } catch {
    return false;
  }
}

async function startServer() {
  const url = new URL(baseUrl);
  const server = spawn('node', ['build/node/main.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: url.port || '80', HOST: url.hostname },
    stdio: 'ignore',
  });
  for (let i = 0; i < 240; i++) {
    if (await isUp()) return server;
    await new Promise((r) => setTimeout(r, 1000));
  }
  server.kill();
  throw new Error(`the shop did not start at ${baseUrl}`);
}

const server = (await isUp()) ? null : await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
// FLOOR=0 skips the floor: each page again without its JavaScript (lib/pages-without-javascript.mjs)
const floor = process.env.FLOOR === '0' ? null : await startPagesWithoutJavaScript(baseUrl);
try {
  const pages = (await publicPages(baseUrl)).filter((p) => PAGES.includes(p.name));
  const targets = pages.flatMap((page) => [
    { name: page.name, url: baseUrl + page.path, categories: CATEGORIES },
    // the floor's other scores would be of a page that is not the shop's
    ...(floor ? [{ name: `${page.name} without JS`, url: floor.url + page.path, categories: ['performance'] }] : []),
  ]);
  const lighthouseRun = ({ url, categories }) =>
    lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
  // a fresh Chromium's first trace sometimes fails (NO_NAVSTART): measure that page again
  const audit = async (target) => {
    const run = await lighthouseRun(target);
    return run.lhr.runtimeError ? lighthouseRun(target) : run;
  };
  // the runs of a page and of its floor take turns, so both meet the same moments of the machine
  const runs = new Map(targets.map((t) => [t, []]));
  for (let i = 0; i < RUNS; i++) for (const target of targets) runs.get(target).push(await audit(target));
  console.table(targets.map((target) => report(target, runs.get(target))));
} finally {
  chrome.kill();
  server?.kill();
  floor?.close();
}

/** The run with the median performance score, every run's score beside it, and the audits
 * below 0.9 that count towards a score. */
function report({ name, categories: measured }, runs) {
  const performance = (run) => run.lhr.categories.performance.score ?? 0;
  runs.sort((a, b) => performance(a) - performance(b));
  const result = runs[Math.floor((runs.length - 1) / 2)];
  const { categories, audits, runtimeError } = result.lhr;
  if (jsonDir) {
    mkdirSync(jsonDir, { recursive: true });
    writeFileSync(`${jsonDir}/${name.replaceAll(' ', '-')}.json`, result.report);
  }
  if (runtimeError) console.log(`  ${name}: ${runtimeError.code} ${runtimeError.message}`);
  for (const c of measured) {
    for (const ref of categories[c].auditRefs) {
      const audit = audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 0.9)
        console.log(`  ${name} · ${c}: ${audit.id} (${audit.score}) ${audit.displayValue ?? ''}`);
    }
  }
  return {
    page: name,
    ...Object.fromEntries(measured.map((c) => [c, Math.round((categories[c].score ?? 0) * 100)])),
    runs: runs.map((run) => Math.round(performance(run) * 100)).join('/'),
    FCP: audits['first-contentful-paint'].displayValue,
    LCP: audits['largest-contentful-paint'].displayValue,
    CLS: audits['cumulative-layout-shift'].displayValue,
    TBT: audits['total-blocking-time'].displayValue,
  };
}
