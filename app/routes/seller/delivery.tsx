/** /seller/delivery: the delivery zones (issue 25): which Baku districts and
 * which cities belong to each, its fee, free-from total, working days and
 * whether cash on delivery is offered. Saved through PUT /api/delivery like
 * every seller change (decision 0037). */
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import type { DeliveryZone } from '../../../domain/delivery/delivery';
import { AREA_KEYS, areaLabel, BAKU, BAKU_DISTRICTS, REGIONS } from '../../../domain/delivery/places';
import { zonesSchema } from '../../../domain/settings/settings-schema';
import { zonesFromForm } from '../../../domain/delivery/zones-form';
import { api } from '../../lib/api';
import { sellerServices } from '../../lib/seller-access.server';
import { notify } from '../../components/seller/notify';
import { sellerMetaOf } from '../../lib/seller-meta';
import { PageHeading } from '../../components/seller/seller-fields';
import { SettingsField } from '../../components/seller/settings/settings-field';
import { SellerRouteError } from '../../components/seller/seller-route-error';
import type { Route } from './+types/delivery';
import { Button } from '../../components/shared/ui';
import { BothLanguages } from '../../components/seller/content/both-languages';
import { useText } from '../../lib/text';

export const meta = sellerMetaOf((t) => t.ZONES_TEXT.title);

export async function loader({ context }: Route.LoaderArgs) {
  return { delivery: await sellerServices(context, 'delivery').settings.getDelivery() };
}

/** The first refusal, naming the zone it is in. */
function firstProblem(issues: { path: PropertyKey[]; message: string }[], zoneName: (place: number) => string): string {
  const issue = issues[0];
  const zone = typeof issue?.path[1] === 'number' ? `${zoneName(issue.path[1] + 1)}: ` : '';
  return zone + (issue?.message ?? '');
}

const GROUPS = [
  { name: BAKU, areas: BAKU_DISTRICTS.map((d) => `${BAKU}/${d}`) },
  ...REGIONS.map((r) => ({ name: r.name, areas: r.places })),
];

function ZoneFields({ zone, index }: { zone: DeliveryZone | null; index: number }) {
  const { CONTENT_SELLER_TEXT: RU, ZONES_TEXT } = useText();
  const p = `z${index}.`;
  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-3 md:p-6">
      <legend className="px-1 font-semibold">{zone ? zone.name : ZONES_TEXT.add}</legend>
      {zone ? (
        <input type="hidden" name={`${p}id`} value={zone._id} />
      ) : (
        <input type="hidden" name={`${p}isNew`} value="1" />
      )}
      <BothLanguages
        className="sm:col-span-3"
        az={<SettingsField name={`${p}name`} label={ZONES_TEXT.name} defaultValue={zone?.name} required />}
        ru={<SettingsField name={`${p}nameRu`} label={RU.zoneNameRu} defaultValue={zone?.nameRu ?? ''} lang="ru" />}
      />
      <SettingsField name={`${p}fee`} label={ZONES_TEXT.fee} defaultValue={zone ? String(zone.fee) : ''} />
      <SettingsField
        name={`${p}freeOver`}
        label={ZONES_TEXT.freeOver}
        defaultValue={zone?.freeOver == null ? '' : String(zone.freeOver)}
      />
      <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium">
        <input type="checkbox" name={`${p}cod`} defaultChecked={zone?.cod ?? true} className="h-4 w-4" />
        {ZONES_TEXT.cod}
      </label>
      <SettingsField name={`${p}daysMin`} label={ZONES_TEXT.daysMin} defaultValue={zone ? String(zone.daysMin) : '1'} />
      <SettingsField name={`${p}daysMax`} label={ZONES_TEXT.daysMax} defaultValue={zone ? String(zone.daysMax) : '2'} />
      {zone && (
        <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium text-red-800">
          <input type="checkbox" name={`${p}remove`} className="h-4 w-4" />
          {ZONES_TEXT.remove}
        </label>
      )}
      <details className="sm:col-span-3">
        <summary className="cursor-pointer text-sm font-medium">
          {ZONES_TEXT.areas}: {zone ? zone.areas.map(areaLabel).join(', ') : '—'}
        </summary>
        <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {GROUPS.map((g) => (
            <fieldset key={g.name}>
              <legend className="text-sm font-semibold">{g.name}</legend>
              {g.areas.map((key) => (
                <label key={key} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" name={`${p}areas`} value={key} defaultChecked={zone?.areas.includes(key)} />
                  {key.startsWith(`${BAKU}/`) ? key.slice(BAKU.length + 1) : key}
                </label>
              ))}
            </fieldset>
          ))}
        </div>
      </details>
    </fieldset>
  );
}

export default function DeliveryPage({ loaderData }: Route.ComponentProps) {
  const { SETTINGS_TEXT, ZONES_TEXT } = useText();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = zonesFromForm(new FormData(event.currentTarget).entries());
    const parsed = zonesSchema.safeParse(body);
    if (!parsed.success) return setProblem(firstProblem(parsed.error.issues, ZONES_TEXT.zone));
    setProblem('');
    setBusy(true);
    const result = await api('/delivery', { method: 'PUT', json: body });
    setBusy(false);
    if (notify(result, ZONES_TEXT.saved)) await revalidator.revalidate();
  }

  const { zones } = loaderData.delivery;
  const unzoned = AREA_KEYS.filter((k) => !zones.some((z) => z.areas.includes(k)));
  return (
    <div className="max-w-5xl">
      <PageHeading>{ZONES_TEXT.title}</PageHeading>
      <p className="mb-6 text-sm text-slate-600">{ZONES_TEXT.lead}</p>
      {unzoned.length > 0 && zones.length > 0 && (
        <p className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {ZONES_TEXT.unzoned(unzoned.map(areaLabel).join(', '))}
        </p>
      )}
      <form onSubmit={save} noValidate className="space-y-6" key={JSON.stringify(zones)}>
        {zones.map((zone, i) => (
          <ZoneFields key={zone._id} zone={zone} index={i} />
        ))}
        <ZoneFields zone={null} index={zones.length} />
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" disabled={busy} variant="panel">
            {busy ? SETTINGS_TEXT.saving : SETTINGS_TEXT.save}
          </Button>
          {problem && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {problem}
            </p>
          )}
        </div>
      </form>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SellerRouteError error={error} message={useText().ZONES_TEXT.title} />;
}
