/** The product form's veterinary fields (decision 0042): species checkboxes,
 * substance rows with suggestions, withdrawal periods, storage and the leaflet.
 * Field names are the API's (domain/vet/vet-schemas.ts); messages stand beside them. */
import { useId, useState } from 'react';
import { leafletUrl, NOT_FOR_FOOD, SPECIES, type Withdrawal } from '../../../../domain/vet/vet';
import { FieldError, inputClass } from '../seller-fields';
import { useText } from '../../../lib/text';

/** The species as checkboxes in the list's order; the empty value first, so none checked clears them on an edit. */
export function SpeciesChecks({ checked, error }: { checked: readonly string[]; error?: string }) {
  const { SELLER_VET_TEXT: T } = useText();
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium">{T.speciesLegend}</legend>
      <input type="hidden" name="species" value="" />
      <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 lg:grid-cols-3">
        {SPECIES.map((s) => (
          <label key={s.code} className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name="species"
              value={s.code}
              defaultChecked={checked.includes(s.code)}
              className="mt-0.5 h-4 w-4 shrink-0 accent-primary"
            />
            {s.name}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

type Row = { key: number; name: string; strength: string };

/** Substance rows, added and removed; each name suggests from the shared list (a datalist). */
export function SubstanceRows({
  initial,
  suggestions,
  error,
}: {
  initial: readonly { name: string; strength: string }[];
  suggestions: readonly string[];
  error?: string;
}) {
  const { SELLER_VET_TEXT: T, VET_TEXT } = useText();
  const listId = useId();
  const errorId = useId();
  const [rows, setRows] = useState<Row[]>(() =>
    (initial.length ? initial : [{ name: '', strength: '' }]).map((r, key) => ({ key, ...r })),
  );
  const add = () =>
    setRows((old) => [...old, { key: Math.max(-1, ...old.map((r) => r.key)) + 1, name: '', strength: '' }]);
  const remove = (key: number) =>
    setRows((old) => (old.length > 1 ? old.filter((r) => r.key !== key) : [{ key: key + 1, name: '', strength: '' }]));
  const invalid = error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
  return (
    <fieldset>
      <legend className="text-sm font-medium">{VET_TEXT.substance}</legend>
      <datalist id={listId}>
        {suggestions.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <ol className="mt-2 space-y-3">
        {rows.map((row, i) => (
          <li key={row.key} className="grid grid-cols-[1fr_auto] gap-2 sm:grid-cols-[1fr_10rem_auto]">
            <label className="col-span-2 block text-sm sm:col-span-1">
              <span aria-hidden="true" className="text-slate-600">
                {T.substanceRow(i + 1)}
              </span>
              <input
                name="substanceName"
                list={listId}
                defaultValue={row.name}
                maxLength={100}
                autoComplete="off"
                placeholder={T.substancePlaceholder}
                aria-label={`${T.substanceNameField} (${T.substanceRow(i + 1)})`}
                className={inputClass}
                {...invalid}
              />
            </label>
            <label className="block text-sm">
              <span aria-hidden="true" className="text-slate-600">
                {VET_TEXT.strength}
              </span>
              <input
                name="substanceStrength"
                defaultValue={row.strength}
                maxLength={60}
                placeholder={T.strengthPlaceholder}
                aria-label={`${VET_TEXT.strength} (${T.substanceRow(i + 1)})`}
                className={inputClass}
              />
            </label>
            <button
              type="button"
              onClick={() => remove(row.key)}
              aria-label={T.removeSubstance(i + 1)}
              className="mt-1 self-end rounded-md border border-slate-300 px-3 py-2 text-slate-700 hover:border-red-700 hover:text-red-700"
            >
              <span aria-hidden="true">✕</span>
            </button>
          </li>
        ))}
      </ol>
      <FieldError id={errorId} message={error} />
      <button type="button" onClick={add} className="mt-3 text-sm font-medium text-primary-dull hover:underline">
        + {T.addSubstance}
      </button>
    </fieldset>
  );
}

type Mode = 'unknown' | 'days' | 'nff';
const modeOf = (value: Withdrawal): Mode => (value === NOT_FOR_FOOD ? 'nff' : value == null ? 'unknown' : 'days');

/** A withdrawal period: unknown, a number of days (0 is a real value) or "not for food-producing animals". */
export function WithdrawalField({
  name,
  label,
  initial,
  error,
}: {
  name: string;
  label: string;
  initial: Withdrawal;
  error?: string;
}) {
  const { SELLER_VET_TEXT: T } = useText();
  const [mode, setMode] = useState<Mode>(() => modeOf(initial));
  const [days, setDays] = useState(typeof initial === 'number' ? String(initial) : '');
  const errorId = useId();
  const value = mode === 'nff' ? NOT_FOR_FOOD : mode === 'days' ? days.trim() : '';
  const invalid = error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
  return (
    <fieldset>
      <legend className="text-sm font-medium">{label}</legend>
      <input type="hidden" name={name} value={value} />
      {/* the days box only when days are chosen: the choice's long words keep the width on a phone */}
      <div className={`mt-1 grid gap-2 ${mode === 'days' ? 'grid-cols-[1fr_6rem]' : 'grid-cols-1'}`}>
        <select
          value={mode}
          onChange={(e) => setMode(e.target.value as Mode)}
          aria-label={T.kindLabel(label)}
          className={`${inputClass} mt-0 bg-white`}
          {...(mode === 'days' ? {} : invalid)}
        >
          <option value="unknown">{T.withdrawalUnknown}</option>
          <option value="days">{T.withdrawalDays}</option>
          <option value="nff">{T.withdrawalNotForFood}</option>
        </select>
        {mode === 'days' && (
          <input
            type="number"
            inputMode="numeric"
            min={0}
            max={1000}
            step={1}
            value={days}
            onChange={(e) => setDays(e.target.value)}
            aria-label={T.daysLabel(label)}
            className={`${inputClass} mt-0`}
            {...invalid}
          />
        )}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** The leaflet PDF: a new file, and on an edit the current one with a link and a remove box. */
export function LeafletField({ current, error }: { current: string | null; error?: string }) {
  const { SELLER_VET_TEXT: T } = useText();
  const errorId = useId();
  return (
    <div className="space-y-2">
      <label className="block text-sm font-medium">
        {T.leafletField}
        <input
          type="file"
          name="leaflet"
          accept="application/pdf,.pdf"
          className={`${inputClass} bg-white text-sm`}
          {...(error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {})}
        />
      </label>
      <FieldError id={errorId} message={error} />
      {current && (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <a href={leafletUrl(current)} target="_blank" rel="noreferrer" className="text-primary-dull underline">
            {T.currentLeaflet} (PDF)
          </a>
          <label className="inline-flex items-center gap-2">
            <input type="checkbox" name="removeLeaflet" value="true" className="h-4 w-4 accent-primary" />
            {T.removeLeaflet}
          </label>
        </div>
      )}
    </div>
  );
}
