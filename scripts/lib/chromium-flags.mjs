// Debian's Chromium as the tests (playwright.config.ts) and Lighthouse (scripts/lighthouse.mjs) start it:
// headless on a shared machine with no network of its own to talk to
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
