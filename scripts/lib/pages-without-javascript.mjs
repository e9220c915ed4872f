// The floor of `npm run lighthouse`: each measured page as the shop renders it, with its
// scripts and module preloads taken out, served from a second local port. Lighthouse scores
// it in the same run as the page itself, so the difference is what the JavaScript costs on
// this machine at that moment. The stylesheet, photos and fonts still come from the shop
// (a <base> element points there).
import http from 'node:http';

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

export async function startPagesWithoutJavaScript(baseUrl) {
  const server = http.createServer(async (req, res) => {
    try {
      const page = await fetch(new URL(req.url, baseUrl), { headers: { 'accept-encoding': 'identity' } });
      const html = (await page.text())
        .replace(SCRIPT, '')
        .replace(MODULE_PRELOAD, '')
        .replace('<head>', `<head><base href="${baseUrl}/">`);
      res.writeHead(page.status, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    } catch (error) {
      res.writeHead(502).end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}
