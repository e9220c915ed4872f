/** React Router's Node entry with the CSP nonce of the request (docs/architecture.md §Stack).
 * A page is rendered to a string in one pass (decision 0030): its loader data
 * is read whole first, so nothing suspends, and React's string renderer costs
 * about half of its streaming one, which encodes every small piece of HTML
 * into bytes on its own. Should a page still suspend (React Router rendering
 * otherwise), the streaming renderer takes over and waits for all of it. */
import { Writable } from 'node:stream';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from 'react-router';
import { preloadLoaderData } from './lib/router-internals';
import { NonceContext } from './nonce';

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD')
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const page = (
    <NonceContext.Provider value={loadContext.nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce} />
    </NonceContext.Provider>
  );
  loadContext.route = routePattern(routerContext);
  const renderedWhole = await preloadLoaderData(routerContext);
  const html = renderToString(page);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  // the page goes back to server/page-routes.ts on the load context (see PageContext.html)
  loadContext.html = renderedWhole() ? Buffer.from(`<!DOCTYPE html>${html}`) : await renderStreaming(page, loadContext);
  return new Response(null, { headers: responseHeaders, status: responseStatusCode });
}

/** React's streaming renderer, waiting for every suspended part, into one buffer. */
function renderStreaming(page: React.ReactNode, loadContext: AppLoadContext): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce: loadContext.nonce,
      onAllReady() {
        const chunks: Buffer[] = [];
        pipe(
          new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              resolve(Buffer.concat(chunks));
              callback();
            },
          }),
        );
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        loadContext.log.error({ err: error }, 'page render failed');
      },
    });
  });
}

/** Loader and action errors go to the request's log line (pino), not the console;
 * a request the visitor aborted is not an error. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  (context as AppLoadContext).log.error({ err: error }, 'loader or action failed');
};

/** The matched routes' paths joined (`/ru/products/:slug`): the page's label in the metrics. */
function routePattern(routerContext: EntryContext): string {
  const parts = routerContext.staticHandlerContext.matches.map((m) => m.route.path).filter(Boolean);
  return `/${parts.join('/')}`.replace(/\/+/g, '/');
}
