/** The React Router internals the shop relies on (app/lib/router-internals.ts,
 * decision 0041), exercised through React Router's own request handler and
 * <ServerRouter>: fails loudly when an upgrade changes `renderMeta.streamCache`
 * or what `Scripts()` returns, instead of the shop silently falling back to the
 * slower streaming render or starting its JavaScript before the first paint. */
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { createRequestHandler, ServerRouter, useLoaderData, type EntryContext, type ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ScriptsAfterPaint } from '../../../app/components/shared/scripts-after-paint.tsx';
import { preloadLoaderData } from '../../../app/lib/router-internals.ts';

const TEXT = 'Salam, Bakı: heyvan dərmanları';

function Root() {
  const data = useLoaderData() as { text: string };
  return h('html', null, h('body', null, h('p', null, data.text), h(ScriptsAfterPaint, { nonce: 'n0nce' })));
}

/** A one-route app as `react-router build` would describe it, with `render` as its server entry. */
function app(render: (context: EntryContext, url: string) => Promise<string>): ServerBuild {
  const root = {
    id: 'root',
    path: '',
    hasLoader: true,
    hasAction: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasDefaultExport: true,
    hasErrorBoundary: false,
    module: '/assets/root.js',
    imports: ['/assets/chunk-a.js', '/assets/chunk-b.js'],
    css: [],
  };
  return {
    entry: {
      module: {
        default: async (request: Request, status: number, headers: Headers, context: EntryContext) =>
          new Response(await render(context, request.url), { status, headers }),
      },
    },
    routes: {
      root: {
        id: 'root',
        parentId: undefined,
        path: '',
        index: undefined,
        caseSensitive: undefined,
        module: { default: Root, loader: async () => ({ text: TEXT }) },
      },
    },
    assets: {
      entry: { module: '/assets/entry.client.js', imports: ['/assets/chunk-a.js'], css: [] },
      routes: { root },
      url: '/assets/manifest.js',
      version: '1',
    },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    basename: '/',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
    allowedActionOrigins: false,
  } as unknown as ServerBuild;
}

async function page(render: (context: EntryContext, url: string) => Promise<string>): Promise<string> {
  const handler = createRequestHandler(app(render), 'production');
  const res = await handler(new Request('http://localhost/'));
  expect(res.status).toBe(200);
  return res.text();
}

describe('React Router internals (decision 0041)', () => {
  it('a page renders to a string in one pass with its loader data once renderMeta.streamCache is filled', async () => {
    let whole = false;
    const html = await page(async (context, url) => {
      const renderedWhole = await preloadLoaderData(context);
      const out = renderToString(h(ServerRouter, { context, url }));
      whole = renderedWhole();
      return out;
    });
    expect(whole, 'React Router no longer reads renderMeta.streamCache: see app/lib/router-internals.ts').toBe(true);
    expect(html.split(TEXT).length - 1, 'the text on the page and in its hydration data').toBe(2);
  });

  it('without the preloaded data the same render does not carry it (the check above can fail)', async () => {
    const html = await page(async (context, url) => renderToString(h(ServerRouter, { context, url })));
    expect(html.split(TEXT).length - 1).toBe(1);
  });

  it('Scripts() still yields a module script and module preloads, which start after the first paint', async () => {
    const html = await page(async (context, url) => {
      await preloadLoaderData(context);
      return renderToString(h(ServerRouter, { context, url }));
    });
    expect(html, 'Scripts() no longer returns the module script: see app/lib/router-internals.ts').not.toMatch(
      /<script[^>]*type="module"/,
    );
    expect(html).toMatch(/<script id="deferred-module" type="text\/x-deferred-module" data-preload="[^"]*chunk-a\.js/);
    expect(html).toContain('/assets/root.js');
    expect(html).toContain('first-contentful-paint');
    expect(html).not.toContain('rel="modulepreload"');
  });
});
