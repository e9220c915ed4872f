/** /seller/settings: the shop's legal details, contacts and policies (issue 25).
 * Saved through PUT /api/settings like every seller change (decision 0037),
 * checked first by the same schema so each field says what is wrong; the
 * change reaches every page through the catalogue version (decision 0019). */
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import {
  PHONE_SLOTS,
  SOCIAL_SLOTS,
  settingsFormErrors,
  settingsFromForm,
  settingsToForm,
} from '../../../domain/settings/settings-form';
import { settingsSchema } from '../../../domain/settings/settings-schema';
import { api } from '../../lib/api';
import { sellerServices } from '../../lib/seller-access.server';
import { sellerMetaOf } from '../../lib/seller-meta';
import { PageHeading } from '../../components/seller/seller-fields';
import { notify } from '../../components/seller/notify';
import { SettingsField } from '../../components/seller/settings/settings-field';
import { BankFields } from '../../components/payments/seller/bank-fields';
import { SellerRouteError } from '../../components/seller/seller-route-error';
import { RX_MODES } from '../../../domain/vet/rx';
import type { Route } from './+types/settings';
import { Button } from '../../components/shared/ui';
import { BothLanguages } from '../../components/seller/content/both-languages';
import { useText } from '../../lib/text';

export const meta = sellerMetaOf((t) => t.SETTINGS_TEXT.title);

export async function loader({ context }: Route.LoaderArgs) {
  return { settings: await sellerServices(context, 'settings').settings.getSettings() };
}

export default function SettingsPage({ loaderData }: Route.ComponentProps) {
  const { RX_SELLER_TEXT } = useText();
  const { CONTENT_SELLER_TEXT: RU, SETTINGS_TEXT } = useText();
  const F = SETTINGS_TEXT.fields;
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<{ errors: Record<string, string>; values: Record<string, string> } | null>(null);
  const values = failed?.values ?? settingsToForm(loaderData.settings);
  const errors = failed?.errors ?? {};

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const parsed = settingsSchema.safeParse(settingsFromForm(fields));
    if (!parsed.success) return setFailed({ errors: settingsFormErrors(parsed.error.issues), values: fields });
    setBusy(true);
    const result = await api('/settings', { method: 'PUT', json: settingsFromForm(fields) });
    setBusy(false);
    if (!notify(result, SETTINGS_TEXT.saved)) return;
    setFailed(null);
    await revalidator.revalidate();
  }

  const field = (
    name: string,
    label: string,
    extra: { required?: boolean; multiline?: boolean; type?: string; lang?: string } = {},
  ) => (
    <SettingsField key={name} name={name} label={label} defaultValue={values[name]} error={errors[name]} {...extra} />
  );
  const section = 'grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 md:p-6';
  return (
    <div className="max-w-4xl">
      <PageHeading>{SETTINGS_TEXT.title}</PageHeading>
      <p className="mb-6 text-sm text-slate-600">{SETTINGS_TEXT.lead}</p>
      {/* keyed by what it shows: after a save or a refusal it is drawn again with those values */}
      <form onSubmit={save} noValidate className="space-y-6" key={JSON.stringify(values)}>
        <fieldset className={section}>
          <legend className="px-1 font-semibold">{SETTINGS_TEXT.legal}</legend>
          {field('legalName', F.legalName, { required: true })}
          {field('legalForm', F.legalForm, { required: true })}
          {field('taxId', F.taxId, { required: true })}
          {field('registration', F.registration, { required: true })}
          {field('licenceNumber', F.licenceNumber)}
          {field('licenceAuthority', F.licenceAuthority)}
        </fieldset>
        <fieldset className={section}>
          <legend className="px-1 font-semibold">{SETTINGS_TEXT.contacts}</legend>
          {field('address', F.address, { required: true })}
          {field('email', F.email, { required: true, type: 'email' })}
          {Array.from({ length: PHONE_SLOTS }, (_, i) =>
            field(`phone${i}`, i === 0 ? F.phoneMain : F.phone(i + 1), { required: i === 0, type: 'tel' }),
          )}
          {field('whatsapp', F.whatsapp, { type: 'tel' })}
          {field('workingHours', F.workingHours, { required: true })}
          {field('minOrder', F.minOrder)}
        </fieldset>
        <BankFields field={field} vatIncluded={values.vatIncluded === 'on'} />
        <fieldset className={section}>
          <legend className="px-1 font-semibold">{SETTINGS_TEXT.social}</legend>
          {Array.from({ length: SOCIAL_SLOTS }, (_, i) => [
            field(`socialLabel${i}`, F.socialLabel(i + 1)),
            field(`socialHref${i}`, F.socialHref(i + 1), { type: 'url' }),
          ])}
        </fieldset>
        <fieldset className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4 md:p-6">
          <legend className="px-1 font-semibold">{RX_SELLER_TEXT.settingsLegend}</legend>
          {RX_MODES.map((mode) => (
            <label key={mode} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name="rxMode"
                value={mode}
                defaultChecked={(values.rxMode ?? 'prescription') === mode}
                className="mt-0.5 h-4 w-4"
              />
              {mode === 'ask' ? RX_SELLER_TEXT.settingsAsk : RX_SELLER_TEXT.settingsPrescription}
            </label>
          ))}
        </fieldset>
        <fieldset className="grid gap-6 rounded-lg border border-slate-200 bg-white p-4 md:p-6">
          <legend className="px-1 font-semibold">{SETTINGS_TEXT.policies}</legend>
          <BothLanguages
            az={field('terms', F.terms, { required: true, multiline: true })}
            ru={field('termsRu', RU.termsRu, { multiline: true, lang: 'ru' })}
          />
          <BothLanguages
            az={field('returns', F.returns, { required: true, multiline: true })}
            ru={field('returnsRu', RU.returnsRu, { multiline: true, lang: 'ru' })}
          />
        </fieldset>
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" disabled={busy} variant="panel">
            {busy ? SETTINGS_TEXT.saving : SETTINGS_TEXT.save}
          </Button>
          {failed && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {Object.values(failed.errors)[0]}
            </p>
          )}
        </div>
      </form>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SellerRouteError error={error} message={useText().SETTINGS_TEXT.title} />;
}
