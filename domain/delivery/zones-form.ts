/** The seller's delivery-zones form as posted (`z0.name`, `z0.areas` repeated…)
 * rebuilt into the API's `{zones}`; a zone marked for removal, or a blank new
 * row, is left out. */
const num = (v: string | undefined, empty: unknown): unknown => {
  const t = (v ?? '').trim().replace(',', '.');
  if (t === '') return empty;
  const n = Number(t);
  return Number.isFinite(n) ? n : t;
};

export function zonesFromForm(entries: Iterable<[string, FormDataEntryValue]>): unknown {
  const rows = new Map<number, { fields: Record<string, string>; areas: string[] }>();
  for (const [key, value] of entries) {
    const m = /^z(\d{1,2})\.(\w+)$/.exec(key);
    if (!m || typeof value !== 'string') continue;
    const index = Number(m[1]);
    const row = rows.get(index) ?? { fields: {}, areas: [] };
    rows.set(index, row);
    if (m[2] === 'areas') row.areas.push(value);
    else row.fields[m[2]] = value;
  }
  const zones = [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, r]) => r)
    .filter((r) => r.fields.remove !== 'on' && !(r.fields.isNew === '1' && !(r.fields.name ?? '').trim()))
    .map(({ fields: f, areas }) => ({
      ...(f.id ? { _id: f.id } : {}),
      name: f.name ?? '',
      // a form without the field (an old page) keeps the Russian name; an empty one removes it
      ...(f.nameRu === undefined ? {} : { nameRu: f.nameRu }),
      areas,
      fee: num(f.fee, 0),
      freeOver: num(f.freeOver, null),
      daysMin: num(f.daysMin, 0),
      daysMax: num(f.daysMax, 0),
      cod: f.cod === 'on',
    }));
  return { zones };
}
