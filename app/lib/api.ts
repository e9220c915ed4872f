/** The seller panel's one client of the JSON API of docs/architecture.md §API (decision 0037):
 * every seller change goes through `api()`, uploads with a progress bar through
 * `upload()`. The storefront never calls it: its forms post to route actions
 * (decision 0036), and a lint rule keeps it that way. Every answer carries
 * `success` and, on failure, an Azerbaijani `message`; a network failure
 * becomes the same shape so callers handle one thing. */
import { PAGE_MSG } from '../../domain/i18n/az/messages-page';

/** A failure's `field`, when the server names one, is the form field at fault (decision 0050). */
export type ApiResult<T> =
  ({ success: true; message?: string } & T) | { success: false; message: string; status: number; field?: string };

type Body<T> = ({ success?: boolean; message?: string; field?: string } & T) | null;
const failure = (body: Body<unknown>, status: number) => ({
  success: false as const,
  message: body?.message || PAGE_MSG.error,
  status,
  ...(typeof body?.field === 'string' ? { field: body.field } : {}),
});

export async function api<T = object>(
  path: string,
  init: { method?: string; json?: unknown; form?: FormData } = {},
): Promise<ApiResult<T>> {
  try {
    const response = await fetch(`/api${path}`, {
      method: init.method ?? (init.json !== undefined || init.form ? 'POST' : 'GET'),
      credentials: 'include',
      headers: init.json !== undefined ? { 'content-type': 'application/json' } : undefined,
      body: init.form ?? (init.json !== undefined ? JSON.stringify(init.json) : undefined),
    });
    const body = (await response.json().catch(() => null)) as Body<T>;
    if (!response.ok || !body?.success) return failure(body, response.status);
    return body as ApiResult<T>;
  } catch {
    return { success: false, message: PAGE_MSG.error, status: 0 };
  }
}

/** Uploads with progress (fetch has none): resolves like `api`. */
export function upload<T = object>(
  path: string,
  method: 'POST' | 'PUT',
  form: FormData,
  onProgress?: (percent: number) => void,
): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `/api${path}`);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      let body: Body<T>;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 400 || !body?.success) resolve(failure(body, xhr.status));
      else resolve(body as ApiResult<T>);
    };
    xhr.onerror = () => resolve({ success: false, message: PAGE_MSG.error, status: 0 });
    xhr.send(form);
  });
}
