/** The address's city and Baku district chosen from lists (issue 25), so the
 * delivery zone is known; the street stays free text. An old address's
 * free-text city is kept as an option until the customer picks one. */
import { useState } from 'react';
import { BAKU, BAKU_DISTRICTS, REGIONS } from '../../../domain/delivery/places';
import { useText } from '../../lib/text';

const selectClass = (error?: string) =>
  `mt-1 block h-11 w-full rounded-lg border bg-white px-3 text-base focus:border-primary focus:outline-none focus:ring-2 focus:ring-teal-600/30 ${error ? 'border-red-600' : 'border-slate-300'}`;

type Props = { city?: string; district?: string; errors: Record<string, string> };

export function PlaceFields({ city: initialCity = '', district = '', errors }: Props) {
  const { ADDRESS_PLACE, CART_UI } = useText();
  const [city, setCity] = useState(initialCity);
  const known = city === BAKU || REGIONS.some((r) => r.places.includes(city));
  const oldDistrict = district && !(BAKU_DISTRICTS as readonly string[]).includes(district);
  return (
    <>
      <div>
        <label htmlFor="address-city" className="block text-sm font-medium text-slate-700">
          {CART_UI.addressFields.city}
        </label>
        <select
          id="address-city"
          name="city"
          value={city}
          onChange={(e) => setCity(e.target.value)}
          aria-describedby={errors.city ? 'address-city-error' : undefined}
          className={selectClass(errors.city)}
        >
          <option value="">{ADDRESS_PLACE.chooseCity}</option>
          {city && !known && <option value={city}>{ADDRESS_PLACE.oldValue(city)}</option>}
          <option value={BAKU}>{BAKU}</option>
          {REGIONS.map((r) => (
            <optgroup key={r.name} label={r.name}>
              {r.places.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        {errors.city && (
          <p id="address-city-error" className="mt-1 text-sm text-red-700">
            {errors.city}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="address-state" className="block text-sm font-medium text-slate-700">
          {CART_UI.addressFields.state}
        </label>
        {/* disabled (so not sent) once a city outside Baku is chosen; before JavaScript it is always there */}
        <select
          id="address-state"
          name="state"
          defaultValue={district}
          disabled={Boolean(city) && city !== BAKU}
          aria-describedby="address-state-hint"
          className={`${selectClass(errors.state)} disabled:bg-slate-100 disabled:text-slate-500`}
        >
          <option value="">{ADDRESS_PLACE.noDistrict}</option>
          {oldDistrict && <option value={district}>{ADDRESS_PLACE.oldValue(district)}</option>}
          {BAKU_DISTRICTS.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
        <p id="address-state-hint" className="mt-1 text-sm text-slate-600">
          {ADDRESS_PLACE.districtHint}
        </p>
      </div>
    </>
  );
}
