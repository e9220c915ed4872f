/** Every use of React Router's internals in the shop, in one module
 * (decision 0041), each for a measured gain (decisions 0029, 0030):
 *  - `preloadLoaderData` fills `EntryContext.renderMeta.streamCache`, which
 *    <StreamTransfer> reads, so a page renders to a string in one pass
 *    (app/entry.server.tsx);
 *  - `scriptElements` calls `Scripts()` as a function to rearrange its
 *    elements, so the JavaScript starts after the first paint
 *    (components/scripts-after-paint.tsx).
 * tests/unit/codebase/router-internals.test.ts renders a page through React Router
 * itself and fails when an upgrade changes either; ESLint keeps these names
 * out of every other file of app/ (eslint.config.js). */
import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Scripts, type EntryContext } from 'react-router';

/** What React Router's <StreamTransfer> would wait for chunk by chunk, read whole and handed to it
 * as already-read chunks (the `renderMeta.streamCache` of its EntryContext): the data, then the end.
 * Returns whether the render reached the end, i.e. suspended nowhere on the way (asked here rather
 * than by searching the HTML, which would copy the page string once more: decision 0030). */
export async function preloadLoaderData(context: EntryContext): Promise<() => boolean> {
  const stream = context.serverHandoffStream;
  if (!stream) return () => true;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let value = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
    value += decoder.decode(chunk.value, { stream: true });
  value += decoder.decode();
  reader.releaseLock(); // <ServerRouter> takes a reader of its own, and finds the stream at its end
  let reachedEnd = false;
  const data = Object.assign(Promise.resolve(), { result: { done: false, value } });
  const end = Object.defineProperty(Promise.resolve(), 'result', {
    get: () => ((reachedEnd = true), { done: true, value: '' }),
  });
  context.renderMeta = { ...context.renderMeta, streamCache: { 0: data, 1: end } };
  return () => reachedEnd;
}

export type ScriptElement = ReactElement<Record<string, unknown> & { children?: ReactNode }>;

/** React Router's <Scripts> rendered by calling it (its hooks run as the caller's), and its elements:
 * `rendered` as it is, `elements` flattened out of its fragments. */
export function scriptElements(props: Parameters<typeof Scripts>[0]): {
  rendered: ReactNode;
  elements: ScriptElement[];
} {
  const rendered = Scripts(props);
  return { rendered, elements: flatten(rendered) };
}

function flatten(node: ReactNode): ScriptElement[] {
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  if (node.type === Fragment) return Children.toArray(node.props.children).flatMap(flatten);
  return [node as ScriptElement];
}
