/** "Başqa ölçüsü": the product this one is another pack size of (decision 0042).
 * The seller searches by name or SKU and picks one; `familyOf` is sent only
 * when the choice changes, so an edit that leaves it keeps the family. */
import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useText } from '../../../lib/text';
import type { Product } from '../../../../domain/shared/types';
import type { FamilyChoice } from '../../../../domain/shared/types';
import { FieldError, inputClass } from '../seller-fields';

const KEEP = 'keep';
const NONE = '';

export function FamilyPicker({ product, error }: { product?: Product; error?: string }) {
  const { SELLER_VET_TEXT: T } = useText();
  const fetcher = useFetcher<{ choices: FamilyChoice[] }>();
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<FamilyChoice | null>(null);
  const [choice, setChoice] = useState<string>(product?.familyId ? KEEP : NONE);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const errorId = useId();
  const group = useId();

  useEffect(() => () => clearTimeout(timer.current), []);
  function search(text: string) {
    setQuery(text);
    clearTimeout(timer.current);
    if (text.trim().length < 2) return;
    timer.current = setTimeout(() => void fetcher.load(`/seller/family-choices?q=${encodeURIComponent(text)}`), 250);
  }

  const found = (fetcher.data?.choices ?? []).filter((c) => c.id !== product?._id);
  // the chosen product stays listed when a new search no longer finds it
  const shown = picked && !found.some((c) => c.id === picked.id) ? [picked, ...found] : found;
  const radio = (value: string, label: string, onPick?: () => void) => (
    <label key={value || 'none'} className="flex items-start gap-2 text-sm">
      <input
        type="radio"
        name={group}
        value={value}
        checked={choice === value}
        onChange={() => {
          setChoice(value);
          onPick?.();
        }}
        className="mt-0.5 h-4 w-4 shrink-0 accent-primary"
      />
      {label}
    </label>
  );

  return (
    <div className="space-y-3">
      {choice !== KEEP && <input type="hidden" name="familyOf" value={choice} />}
      <label className="block text-sm font-medium">
        {T.familySearch}
        <input
          type="search"
          value={query}
          onChange={(e) => search(e.target.value)}
          placeholder={T.familySearchPlaceholder}
          maxLength={100}
          autoComplete="off"
          className={inputClass}
          {...(error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {})}
        />
      </label>
      <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
        <legend className="sr-only">{T.sectionFamily}</legend>
        {product?.familyId && radio(KEEP, `${T.familyKeep}: ${T.familyCurrent(product.familySize)}`)}
        {radio(NONE, T.familyNone)}
        {shown.map((c) => radio(c.id, c.packSize ? T.familyChoice(c.name, c.packSize) : c.name, () => setPicked(c)))}
        {query.trim().length >= 2 && fetcher.state === 'idle' && fetcher.data && !found.length && (
          <p className="text-sm text-slate-600">{T.familyNothingFound}</p>
        )}
      </fieldset>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
