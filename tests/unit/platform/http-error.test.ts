/** One error path (docs/architecture.md, "Errors"): a refusal thrown by a
 * service in one copy of server/services/shared/errors.ts is recognised by class in
 * another copy (the app's server bundle has its own), and becomes the page's
 * error answer (pageLoader) or the form's answer (formAction) with its status
 * and message. */
import { describe, expect, it } from 'vitest';
import { formAction } from '../../../app/lib/form-action.server.ts';
import { pageLoader } from '../../../app/lib/http.server.ts';
import * as errors from '../../../server/services/shared/errors.ts';

/** Another evaluation of the same module, as the app bundle has. */
const secondCopy = new URL('../../../server/services/shared/errors.ts?second-copy', import.meta.url).href;
const copy = (await import(/* @vite-ignore */ secondCopy)) as typeof errors;

type Answer = { data: { message: string; ok?: boolean }; init: { status: number } };

describe('HttpError', () => {
  it('is recognised by instanceof across two copies of its module, and nothing else is', () => {
    expect(copy.HttpError).not.toBe(errors.HttpError); // else this test proves nothing
    const refusal = copy.notFound('Məhsul tapılmadı.');
    expect(Object.getPrototypeOf(refusal)).not.toBe(errors.HttpError.prototype);
    expect(refusal instanceof errors.HttpError).toBe(true);
    expect(errors.conflict('x') instanceof copy.HttpError).toBe(true);
    const lookalike = Object.assign(new Error('Məhsul tapılmadı.'), { name: 'HttpError', statusCode: 404 });
    expect(lookalike instanceof errors.HttpError).toBe(false);
    expect((null as unknown) instanceof errors.HttpError).toBe(false);
  });

  it('becomes the error page with its status and message in a loader', async () => {
    const load = pageLoader(async () => {
      throw copy.notFound('Sifariş tapılmadı.');
    });
    const thrown = (await load({}).catch((e: unknown) => e)) as Answer;
    expect(thrown.init.status).toBe(404);
    expect(thrown.data).toEqual({ message: 'Sifariş tapılmadı.' });
    const other = new Error('boom');
    await expect(pageLoader(() => Promise.reject(other))({})).rejects.toBe(other); // not a refusal: the 500 path
  });

  it('becomes the form’s answer with its status and message in an action', async () => {
    const action = formAction(async () => {
      throw copy.conflict('Bu e-poçt artıq qeydiyyatdan keçib.');
    });
    const request = new Request('http://localhost/account', { method: 'POST', body: new URLSearchParams({ a: '1' }) });
    const answer = (await action({ request })) as unknown as Answer;
    expect(answer.init.status).toBe(409);
    expect(answer.data).toEqual({ ok: false, message: 'Bu e-poçt artıq qeydiyyatdan keçib.' });
  });
});
