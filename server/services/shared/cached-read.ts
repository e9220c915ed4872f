/** A service read kept per catalogue version (decision 0019), declared beside
 * the function itself: `cachedRead(listProducts)` right after its definition,
 * or `cachedRead(pageProducts, firstPageOnly)` for a read kept only for some
 * arguments. The cached view of the services (`app.services.cached`,
 * services/index.ts), which a visitor's pages get, answers a marked read from
 * the catalogue cache; nothing is keyed by a hand-written name, so renaming a
 * function keeps its caching, and `keep` is typed by the function's own
 * parameters. */
import type { PageRequest } from '../../../domain/shared/paging.ts';
import type { Db } from '../../db/client.ts';

const KEEP = Symbol('cachedRead.keep');

type Read = (db: Db, ...args: never[]) => Promise<unknown>;
type Args<F> = F extends (db: Db, ...args: infer A) => unknown ? A : never;
export type Keep<F> = (...args: Args<F>) => boolean;

export function cachedRead<F extends Read>(read: F, keep: Keep<F> = () => true): F {
  (read as F & { [KEEP]?: Keep<F> })[KEEP] = keep;
  return read;
}

/** Which calls of `fn` are kept, when it is a cached read. */
export function keepOf(fn: unknown): ((...args: unknown[]) => boolean) | undefined {
  return typeof fn === 'function' ? (fn as { [KEEP]?: (...args: unknown[]) => boolean })[KEEP] : undefined;
}

/** A list is kept only as a first page without a search: the pages a visitor lands on, a bounded
 * set of keys; later pages and searches (any string) would fill the cache. */
export const firstPageOnly = (query: object, request: PageRequest): boolean =>
  !(query as { search?: string }).search && !request.after && !request.before;
