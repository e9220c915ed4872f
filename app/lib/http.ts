/** Loader helpers: a missing thing becomes a real 404 page, a malformed
 * address a 400 page, each with its own Azerbaijani message. */
import { data } from 'react-router';

export type NotFoundData = { message: string };

export function notFound(message: string): never {
  throw data<NotFoundData>({ message }, { status: 404 });
}

export function badRequest(message: string): never {
  throw data<NotFoundData>({ message }, { status: 400 });
}

/** Runs a service call; its HttpError 404 (a malformed id included) becomes the 404 page. */
export async function orNotFound<T>(id: string, load: (id: string) => Promise<T>, message: string): Promise<T> {
  try {
    return await load(id);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) notFound(message);
    throw error;
  }
}
