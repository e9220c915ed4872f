/** Shared steps of the storefront's form actions: read the posted fields,
 * check them with the shared zod schema, and turn a service's HttpError into
 * an answer the page shows (a 4xx with the Azerbaijani message). */
import { data } from 'react-router';
import type { z } from 'zod';
import type { HttpError } from '../../server/services/errors';

/** By shape, not `instanceof`: the services come from the server bundle, which has its own copy of the class. */
function isHttpError(error: unknown): error is HttpError {
  return error instanceof Error && error.name === 'HttpError' && typeof (error as HttpError).statusCode === 'number';
}

export type FormFailure = {
  ok: false;
  intent?: string;
  message?: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
};

/** Thrown by the helpers below; `handleForm` answers it. (A thrown `data()` would reach the error page instead.) */
class FormAnswer {
  constructor(
    readonly body: FormFailure,
    readonly status: number,
  ) {}
}

/** Runs an action body: a failed check or a refused service call answers the page with its 4xx; redirects pass through. */
export async function handleForm<T>(run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof FormAnswer) return data(error.body, { status: error.status });
    throw error;
  }
}

export async function formFields(request: Request): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const [key, value] of await request.formData()) if (typeof value === 'string') fields[key] = value;
  return fields;
}

function firstErrors(issues: z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/** The parsed input, or throws a 400 answer with a message per field (passwords are never echoed back). */
export function parseOrFail<S extends z.ZodType>(
  schema: S,
  fields: Record<string, string>,
  extra: { intent?: string } = {},
): z.infer<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw new FormAnswer({ ok: false, errors: firstErrors(parsed.error.issues), values: echo(fields), ...extra }, 400);
}

function echo(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !/password/i.test(key)));
}

/** Runs a service call; its HttpError becomes the page's answer with that status. */
export async function orFail<T>(
  work: () => Promise<T>,
  fields: Record<string, string> = {},
  extra: { intent?: string } = {},
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isHttpError(error))
      throw new FormAnswer({ ok: false, message: error.message, values: echo(fields), ...extra }, error.statusCode);
    throw error;
  }
}
