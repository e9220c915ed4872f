/** The catalogue's filters (decision 0043): a GET form, so it works without
 * JavaScript and the choice lives in the address; folded in a <details> (on a
 * phone a sheet over the list) with an apply button; the chosen ones as
 * links that remove them. Words and counts come ready from the loader. */
import type { FilterGroup, FiltersView } from '../../lib/catalog/catalog-filters-view';

/** How many values of a facet show before the rest fold under "Daha çox". */
const SHOWN = 8;

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
                <FilterOptions group={group} more={view.text.more} />
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

/** A facet's values, every one on the page: past SHOWN they fold in a <details> (open when one
 * of them is chosen), not in a scroll box that cut the list mid-row. */
function FilterOptions({ group, more }: { group: FilterGroup; more: string }) {
  const option = (v: FilterGroup['values'][number]) => (
    <label key={v.value} className="filters-option">
      <input type="checkbox" name={group.param} value={v.value} defaultChecked={v.checked} />
      <span lang={v.lang}>{v.label}</span>
      <span className="filters-n">{v.count}</span>
    </label>
  );
  // one or two past SHOWN are shown, not folded behind a line of their own
  const cut = group.values.length > SHOWN + 2 ? SHOWN : group.values.length;
  const rest = group.values.slice(cut);
  return (
    <>
      {group.values.slice(0, cut).map(option)}
      {rest.length > 0 && (
        <details className="filters-more" open={rest.some((v) => v.checked) || undefined}>
          <summary className="filters-more-summary">
            {more} ({rest.length})
          </summary>
          {rest.map(option)}
        </details>
      )}
    </>
  );
}

export function ChosenFilters({ view }: { view: FiltersView }) {
  if (!view.chosen.length) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {view.chosen.map((c) => (
        <li key={c.href}>
          <a href={c.href} className="filters-chip">
            {c.before}
            <span lang={c.lang}>{c.label}</span>
            {c.after} ×
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
