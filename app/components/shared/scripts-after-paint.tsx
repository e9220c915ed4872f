import { scriptElements, type ScriptElement } from '../../lib/router-internals';

/** React Router's <Scripts>, with its module preloads and its module script started only once
 * the page has loaded and painted (decision 0029). The server-rendered page and its forms work
 * before the JavaScript does (decision 0027); on a slow phone the photos and text then get the
 * bandwidth first, and the JavaScript (its size: scripts/bundle-size.mjs,
 * printed by `npm run build`) follows a round trip later. */
export function ScriptsAfterPaint(props: Parameters<typeof scriptElements>[0]) {
  const { rendered, elements } = scriptElements(props);
  const moduleScript = elements.find((e) => e.type === 'script' && e.props.type === 'module');
  if (!moduleScript) return rendered; // hydrated already (null), or a React Router that renders otherwise
  const preloads = elements.filter(isModulePreload).map((e) => e.props.href as string);
  const others = elements.filter((e) => e !== moduleScript && !isModulePreload(e));
  return (
    <>
      {others}
      <script
        id={DEFERRED_MODULE_ID}
        type="text/x-deferred-module"
        data-preload={preloads.join(' ')}
        suppressHydrationWarning
        dangerouslySetInnerHTML={moduleScript.props.dangerouslySetInnerHTML as { __html: string }}
      />
      <script
        nonce={props.nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? START_AFTER_PAINT : ' ' }}
      />
    </>
  );
}

function isModulePreload(element: ScriptElement): boolean {
  return element.type === 'link' && element.props.rel === 'modulepreload';
}

const DEFERRED_MODULE_ID = 'deferred-module';

/** Only the server's HTML carries it (the browser keeps the server's text while hydrating).
 * Once the page has loaded and its first contentful paint has been shown (or after 3 s at the
 * latest), adds the module preloads and runs the module script. On a fast link the load event
 * comes before the first frame is on screen; waiting for the paint entry, which the browser
 * reports only once the frame is presented, keeps the scripts from competing with it. Its copy
 * keeps the same text, so the page's CSP hash (server/page-cache.ts) or nonce allows it. */
const START_AFTER_PAINT = `(() => {
  const nonce = document.currentScript.nonce;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const deferred = document.getElementById('${DEFERRED_MODULE_ID}');
    const hrefs = deferred.dataset.preload.split(' ').filter(Boolean);
    // a few preloads a task: starting each request can hold the main thread for a millisecond or more
    const next = () => {
      for (const href of hrefs.splice(0, 6)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.append(link);
      }
      if (hrefs.length) return setTimeout(next);
      const script = document.createElement('script');
      script.type = 'module';
      script.nonce = nonce;
      script.textContent = deferred.textContent;
      document.body.append(script);
    };
    next();
  };
  let loaded = document.readyState === 'complete';
  let painted = !globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint');
  const startWhenReady = () => loaded && painted && requestAnimationFrame(() => setTimeout(start));
  if (!loaded) addEventListener('load', () => { loaded = true; startWhenReady(); }, { once: true });
  if (!painted) new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    painted = true;
    startWhenReady();
  }).observe({ type: 'paint', buffered: true });
  startWhenReady();
  setTimeout(start, 3000);
})();`;
