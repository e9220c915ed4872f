// Lists the words of a page that are not in its language: outside lang="az" on /ru pages, Latin words; on az pages, Cyrillic.
import { chromium } from 'playwright';
const base = 'http://127.0.0.1:3950';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
for (const p of process.argv.slice(2)) {
  await page.goto(base + p);
  const words = await page.evaluate(() => {
    const out = new Set();
    const walk = (n, lang) => {
      if (n.nodeType === 1) {
        if (['SCRIPT', 'STYLE'].includes(n.tagName)) return;
        const l = n.getAttribute('lang') ?? lang;
        for (const a of ['aria-label', 'title', 'placeholder', 'alt']) if (n.hasAttribute(a) && l !== 'az') out.add(`[${a}] ` + n.getAttribute(a));
        for (const c of n.childNodes) walk(c, l);
      } else if (n.nodeType === 3 && lang !== 'az' && /[A-Za-zəğışçöüƏĞİŞÇÖÜ]{3}/.test(n.textContent)) out.add(n.textContent.trim());
    };
    walk(document.documentElement, 'ru');
    return [...out];
  });
  console.log('==', p, await page.title());
  for (const w of words) console.log('  ', w.slice(0, 100));
}
await browser.close();
