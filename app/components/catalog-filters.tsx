/** The catalogue's filters (decision 0043): a GET form, so it works without
 * JavaScript and the choice lives in the address; folded in a <details> (on a
 * phone a sheet over the list) with an apply button; the chosen ones as
 * links that remove them. Words and counts come ready from the loader. */
import type { FiltersView } from '../lib/catalog-filters-view';

export function CatalogFilters({ view }: { view: FiltersView }) {
  if (!view.groups.length) return null;
  return (
    <div className="mt-4">
      <details className="filters" open={view.active || undefined}>
        <summary className="filters-summary">
          {view.text.title}
          {view.chosen.length > 0 && <span className="filters-count">{view.chosen.length}</span>}
        </summary>
        <form method="get" className="filters-form">
          {view.keep.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <div className="filters-groups">
            {view.groups.map((group) => (
              <fieldset key={group.param} className="filters-group">
                <legend className="filters-legend">{group.title}</legend>
                {group.values.map((v) => (
                  <label key={v.value} className="filters-option">
                    <input type="checkbox" name={group.param} value={v.value} defaultChecked={v.checked} />
                    <span>{v.label}</span>
                    <span className="filters-n">{v.count}</span>
                  </label>
                ))}
              </fieldset>
            ))}
          </div>
          <div className="filters-actions">
            <button type="submit" className="filters-apply">
              {view.text.apply}
            </button>
            {view.active && (
              <a href={view.clearHref} className="filters-clear">
                {view.text.clear}
              </a>
            )}
          </div>
        </form>
      </details>
      <ChosenFilters view={view} />
    </div>
  );
}

export function ChosenFilters({ view }: { view: FiltersView }) {
  if (!view.chosen.length) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {view.chosen.map((c) => (
        <li key={c.href}>
          <a href={c.href} className="filters-chip">
            {c.label} ×
          </a>
        </li>
      ))}
    </ul>
  );
}

/** An empty filtered list says what to remove. */
export function NoFilteredResults({ view }: { view: FiltersView }) {
  return (
    <div className="rounded-xl bg-slate-50 px-4 py-10 text-center text-slate-700" data-testid="no-filter-results">
      <p className="text-lg font-semibold text-slate-900">{view.text.empty}</p>
      <p className="mt-2">{view.text.removeHint}</p>
      <ChosenFilters view={view} />
      <a href={view.clearHref} className="filters-clear mt-4 inline-block">
        {view.text.clear}
      </a>
    </div>
  );
}
