/** The business application (issue 33): a plain multipart form posted to /account/business, so
 * it works without JavaScript; each field shows its own refusal. */
import { Form, useNavigation } from 'react-router';
import { COMPANY_TYPES } from '../../../domain/trade/company';
import { useText } from '../../lib/text';
import { Field } from '../shared/storefront-field';
import { Banner, Button } from '../shared/ui';

export type FormAnswer =
  | { ok: true; intent?: string; message?: string }
  | { ok: false; intent?: string; message?: string; errors?: Record<string, string>; values?: Record<string, string> }
  | undefined;

export function BusinessApplyForm({ answer, title }: { answer: FormAnswer; title: string }) {
  const { BUSINESS_UI, COMPANY_TYPE_LABEL } = useText();
  const busy = useNavigation().state === 'submitting';
  const mine = answer && answer.intent === 'apply' && !answer.ok ? answer : undefined;
  const errors = mine?.errors ?? {};
  const values = mine?.values ?? {};
  const F = BUSINESS_UI.fields;
  return (
    <section aria-labelledby="apply-title" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="apply-title" className="mb-4 text-lg font-bold text-slate-900">
        {title}
      </h2>
      <Form method="post" encType="multipart/form-data" className="grid gap-4 sm:grid-cols-2" noValidate>
        <input type="hidden" name="intent" value="apply" />
        <Field
          id="b-legal-name"
          name="legalName"
          label={F.legalName}
          required
          defaultValue={values.legalName}
          error={errors.legalName}
          autoComplete="organization"
          className="sm:col-span-2"
        />
        <Field
          id="b-voen"
          name="voen"
          label={F.voen}
          required
          inputMode="numeric"
          hint={BUSINESS_UI.voenHint}
          defaultValue={values.voen}
          error={errors.voen}
        />
        <div>
          <label htmlFor="b-type" className="block text-sm font-medium text-slate-700">
            {F.type}
            <span className="text-red-700" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          <select
            id="b-type"
            name="type"
            required
            defaultValue={values.type ?? ''}
            aria-invalid={errors.type ? true : undefined}
            aria-describedby={errors.type ? 'b-type-error' : undefined}
            className="mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-base"
          >
            <option value="" disabled>
              {BUSINESS_UI.chooseType}
            </option>
            {COMPANY_TYPES.map((type) => (
              <option key={type} value={type}>
                {COMPANY_TYPE_LABEL[type]}
              </option>
            ))}
          </select>
          {errors.type && (
            <p id="b-type-error" className="mt-1 text-sm text-red-700">
              {errors.type}
            </p>
          )}
        </div>
        <Field
          id="b-address"
          name="legalAddress"
          label={F.legalAddress}
          required
          defaultValue={values.legalAddress}
          error={errors.legalAddress}
          autoComplete="street-address"
          className="sm:col-span-2"
        />
        <Field
          id="b-phone"
          name="phone"
          type="tel"
          label={F.phone}
          required
          defaultValue={values.phone}
          error={errors.phone}
          autoComplete="tel"
        />
        <p className="text-sm text-slate-600 sm:col-span-2">{BUSINESS_UI.licenceHint}</p>
        <Field
          id="b-licence"
          name="licenceNumber"
          label={F.licenceNumber}
          defaultValue={values.licenceNumber}
          error={errors.licenceNumber}
        />
        <Field
          id="b-expires"
          name="licenceExpires"
          type="date"
          label={F.licenceExpires}
          defaultValue={values.licenceExpires}
          error={errors.licenceExpires}
        />
        <Field
          id="b-file"
          name="licenceFile"
          type="file"
          accept="application/pdf,image/jpeg,image/png,image/webp"
          label={F.licenceFile}
          className="sm:col-span-2"
        />
        {mine?.message && (
          <div className="sm:col-span-2">
            <Banner>{mine.message}</Banner>
          </div>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={busy} variant="primary">
            {BUSINESS_UI.apply}
          </Button>
        </div>
      </Form>
    </section>
  );
}
