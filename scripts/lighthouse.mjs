// Lighthouse 12 (mobile preset) on the main public pages. Uses the shop at
// BASE_URL (default http://127.0.0.1:3000) or, when nothing answers there,
// starts the built one (`npm run build` first) and stops it afterwards. Reports the median
// of RUNS runs a page, and every run's performance score beside it.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
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
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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
try {
  const pages = (await publicPages(baseUrl)).filter((p) => PAGES.includes(p.name));
  const rows = [];
  const audit = (path) =>
    lighthouse(baseUrl + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      let run = await audit(page.path);
      // a fresh Chromium's first trace sometimes fails (NO_NAVSTART): measure that page again
      if (run.lhr.runtimeError) run = await audit(page.path);
      runs.push(run);
    }
    const performance = (run) => run.lhr.categories.performance.score ?? 0;
    runs.sort((a, b) => performance(a) - performance(b));
    const result = runs[Math.floor((runs.length - 1) / 2)];
    const { categories, audits, runtimeError } = result.lhr;
    if (jsonDir) {
      mkdirSync(jsonDir, { recursive: true });
      writeFileSync(`${jsonDir}/${page.name}.json`, result.report);
    }
    if (runtimeError) console.log(`  ${page.name}: ${runtimeError.code} ${runtimeError.message}`);
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c].score ?? 0) * 100)]));
    rows.push({
      page: page.name,
      ...scores,
      runs: runs.map((run) => Math.round(performance(run) * 100)).join('/'),
      FCP: audits['first-contentful-paint'].displayValue,
      LCP: audits['largest-contentful-paint'].displayValue,
      CLS: audits['cumulative-layout-shift'].displayValue,
      TBT: audits['total-blocking-time'].displayValue,
    });
    for (const c of CATEGORIES) {
      for (const ref of categories[c].auditRefs) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 0.9)
          console.log(`  ${page.name} · ${c}: ${audit.id} (${audit.score}) ${audit.displayValue ?? ''}`);
      }
    }
  }
  console.table(rows);
} finally {
  chrome.kill();
  server?.kill();
}
