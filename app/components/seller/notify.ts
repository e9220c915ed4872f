/** One rule for every outcome of a seller action (docs/architecture.md §Messages): a success
 * toast, or an error toast with the server's message or the given default. */
import { toast } from '../../lib/toast';
import type { ApiResult } from '../../lib/api';
import { MSG } from '../../../domain/shared/messages';

export type Failure = { success: false; message: string; status: number };

/** The server's message, or `fallback` when the server gave none. */
export const orDefault = (fallback: string) => (failure: Failure) =>
  failure.status === 0 || failure.message === MSG.error ? fallback : failure.message;

/** A fixed prefix before the server's message ('Məhsulu silərkən xəta: ...'). */
export const withPrefix = (prefix: string) => (failure: Failure) => prefix + failure.message;

const serverMessage = (failure: Failure) => failure.message;

/** Shows the outcome and says whether it succeeded. */
export function notify<T>(
  result: ApiResult<T>,
  success: string,
  failure: (f: Failure) => string = serverMessage,
): result is ApiResult<T> & { success: true } {
  if (result.success) toast.success(success);
  else toast.error(failure(result));
  return result.success;
}
