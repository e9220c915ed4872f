/** The one family of refusals (docs/architecture.md, "Errors"): a service,
 * a guard or a loader throws an HttpError; the API answers it as
 * `{success: false, message}` with its status (server/api/errors.ts), a
 * page shows it as its error page (app/lib/http.server.ts `pageLoader`) and a
 * form as its notice (app/lib/form-action.server.ts). */

/** Marks an HttpError for `instanceof`: registered globally, so it is the same in every copy of this module. */
const BRAND = Symbol.for('vetaqro.HttpError');

/** A failure the caller should see: an HTTP status (4xx) and an Azerbaijani message;
 * `field` names the form field at fault, so a form can show the message beside it (decision 0050). */
export class HttpError extends Error {
  readonly [BRAND] = true;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  /** `instanceof` by the brand, not the prototype: the app's server bundle carries its own copy
   * of this module, whose class is another object than the one the services threw. */
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as { [BRAND]?: unknown })[BRAND] === true;
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, field?: string) => new HttpError(409, message, field);
