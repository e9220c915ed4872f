/** Every storefront page action is a `formAction`: the one place that reads the
 * posted body (a form of this site, bounded, or a 4xx page with the message),
 * refuses an intent the page does not have, checks fields with the shared zod
 * schemas and turns a refusal (HttpError, decision 0040) into the form's 4xx answer. */
import { data, redirect } from 'react-router';
import type { z } from 'zod';
import { MAX_PAGE_FORM_BYTES } from '../../domain/shared/limits';
import { MSG } from '../../domain/shared/messages';
import type { RefusalData } from '../components/shared/route-error';
import type { Lang } from '../../domain/i18n/lang';
import { HttpError, redirectInLang } from './http.server';
import { answerIn } from './page-message.server';
import { requestLang } from './text.server';
import { noticeUrl, type PageNoticeKey } from './notices';
import { safeRedirect } from './safe-redirect';

export type Fields = Record<string, string>;
/** A form's non-empty files (only an action that takes them reads more than MAX_PAGE_FORM_BYTES). */
export type Files = Record<string, Buffer>;

export type FormFailure = {
  ok: false;
  intent?: string;
  message?: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
};

/** Thrown by the helpers below; `formAction` answers it. (A thrown `data()` would reach the error page instead.) */
class FormAnswer {
  constructor(
    readonly body: FormFailure,
    readonly status: number,
  ) {}
}

/** A body no form of this site sends: the route's error page with the status and message. */
const unreadable = (status: number, message: string): never => {
  throw data<RefusalData>({ message }, { status });
};

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

async function readBounded(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  if (!body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      void reader.cancel();
      unreadable(413, MSG.bodyTooLarge);
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** The posted form's text fields. Another content type, a damaged multipart body or more than
 * MAX_PAGE_FORM_BYTES is refused here, before React Router's own `formData()` could throw a 500. */
export async function readForm(
  request: Request,
  maxBytes = MAX_PAGE_FORM_BYTES,
): Promise<{ fields: Fields; files: Files }> {
  const type = request.headers.get('content-type') ?? '';
  const kind = type.split(';')[0].trim().toLowerCase();
  if (!FORM_TYPES.has(kind)) unreadable(415, MSG.unsupportedMedia);
  // only a multipart body can carry a file: a plain form keeps the text bound on every page
  const bound = kind === 'multipart/form-data' ? maxBytes : MAX_PAGE_FORM_BYTES;
  if (Number(request.headers.get('content-length')) > bound) unreadable(413, MSG.bodyTooLarge);
  const bytes = await readBounded(request.body, bound);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } catch {
    return unreadable(400, MSG.malformedForm);
  }
  const fields: Fields = {};
  const files: Files = {};
  for (const [key, value] of form) {
    if (typeof value === 'string') fields[key] = value;
    else if (value.size > 0) files[key] = Buffer.from(await value.arrayBuffer());
  }
  return { fields, files };
}

/** A page's action: `run` gets the read fields (and files); an intent outside `intents` is refused
 * with 400. `maxBytes`: a form with a file takes more than a text form's bound. */
export function formAction<A extends { request: Request }, T>(
  run: (args: A, fields: Fields, files: Files) => Promise<T>,
  intents?: readonly string[],
  maxBytes?: number,
) {
  return async (args: A) => {
    const { fields, files } = await readForm(args.request, maxBytes);
    if (intents && !intents.includes(fields.intent ?? '')) unreadable(400, MSG.invalidInput);
    // the messages are Azerbaijani (the API's); a Russian page shows them in Russian (decision 0113)
    const lang = requestLang(args.request);
    try {
      return translated(lang, await run(args, fields, files));
    } catch (error) {
      if (error instanceof FormAnswer) return data(answerIn(lang, error.body), { status: error.status });
      // a refusal from a service or the action itself: the form's answer with its status (decision 0040)
      if (error instanceof HttpError)
        return data<FormFailure>(answerIn(lang, { ok: false, message: error.message }), { status: error.statusCode });
      throw redirectInLang(args.request, error);
    }
  };
}

/** An action's answer (plain, or `data()` with its headers) in the page's language. */
function translated<T>(lang: Lang, answer: T): T {
  if (lang === 'az' || !answer || typeof answer !== 'object') return answer;
  if (answer instanceof Response) return answer;
  const withInit = answer as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (withInit.type === 'DataWithResponseInit')
    return data(answerIn(lang, withInit.data), withInit.init ?? undefined) as T;
  return answerIn(lang, answer);
}

/** After a change. A plain form post (before or without JavaScript) carries `redirectTo` and goes
 * back there with the notice in the address; a fetcher's post has none, stays on its page and
 * shows the notice from this answer. */
export function changed(
  fields: Fields,
  notice: PageNoticeKey,
  init: { to?: string; headers?: HeadersInit; n?: number } = {},
) {
  const to = init.to ?? (fields.redirectTo !== undefined ? safeRedirect(fields.redirectTo) : null);
  if (to) throw redirect(noticeUrl(to, notice, init.n), { headers: init.headers });
  return data({ ok: true as const, notice, ...(init.n === undefined ? {} : { n: init.n }) }, { headers: init.headers });
}

/** Refuses the form with a message the page shows beside it. */
export function refuse(status: number, message: string, fields: Fields = {}, extra: { intent?: string } = {}): never {
  throw new FormAnswer({ ok: false, message, values: echo(fields), ...extra }, status);
}

function firstErrors(issues: z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/** The parsed input, or throws a 400 answer with a message per field (passwords are never echoed back). */
export function parseOrFail<S extends z.ZodType>(
  schema: S,
  fields: Fields,
  extra: { intent?: string } = {},
): z.infer<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw new FormAnswer({ ok: false, errors: firstErrors(parsed.error.issues), values: echo(fields), ...extra }, 400);
}

function echo(fields: Fields): Fields {
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !/password/i.test(key)));
}

/** Runs a service call; its HttpError becomes the page's answer with that status. */
export async function orFail<T>(
  work: () => Promise<T>,
  fields: Fields = {},
  extra: { intent?: string } = {},
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) refuse(error.statusCode, error.message, fields, extra);
    throw error;
  }
}
