/** React Router's Node entry with the CSP nonce of the request (DESIGN §1). */
import { Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from 'react-router';
import { NonceContext } from './nonce';

export const streamTimeout = 5_000;

const HEAD_END = '</head>';
const MODULE_PRELOAD = /<link rel="modulepreload"/g;

/** Marks the module preloads that React hoists into <head> as low priority, so that the
 * stylesheet, the fonts and the largest image get the phone's bandwidth first and the
 * page paints before the ~130 kB of JavaScript that only hydrates it has arrived
 * (Lighthouse mobile counted all 23 high-priority preloads as render-blocking: FCP 2.5 s).
 * Only the head is rewritten; the rest of the stream passes through untouched. */
function lowPriorityModulePreloads(onFinal: () => void) {
  let head: Buffer | null = Buffer.alloc(0); // null once </head> has passed
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (head === null) return callback(null, chunk);
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf(HEAD_END);
      if (end === -1) return callback();
      const rewritten = head.subarray(0, end).toString('utf8').replace(MODULE_PRELOAD, '$& fetchpriority="low"');
      const rest = head.subarray(end);
      head = null;
      callback(null, Buffer.concat([Buffer.from(rewritten), rest]));
    },
    flush(callback) {
      onFinal();
      callback(null, head?.length ? head : undefined);
    },
  });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD')
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const nonce = loadContext.nonce;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // crawlers and link-preview bots get the complete page at once
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = lowPriorityModulePreloads(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.log.error({ err: error }, 'page render failed');
        },
      },
    );
  });
}

/** Loader and action errors go to the request's log line (pino), not the console;
 * a request the visitor aborted is not an error. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  (context as AppLoadContext).log.error({ err: error }, 'loader or action failed');
};
