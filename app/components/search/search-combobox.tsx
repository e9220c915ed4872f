/** The header's search box with JavaScript (search-box.tsx loads it after
 * hydration): a combobox (ARIA 1.2, list autocomplete), up to six substances
 * and products suggested while typing, chosen with the arrow keys and Enter
 * or a click, a substance opening the search for it, a product its page;
 * Escape closes the list (decisions 0046, 0056). */
import { useState, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSuggestions, type Suggestion } from '../../lib/search/suggestions';
import { SearchForm } from './search-form';
import { useInLang, useText } from '../../lib/text';

function Options({
  listId,
  items,
  active,
  choose,
}: {
  listId: string;
  items: Suggestion[];
  active: number;
  choose: (item: Suggestion) => void;
}) {
  const { SEARCH_UI } = useText();
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label={SEARCH_UI.suggestions}
      className="absolute inset-x-0 top-full z-30 mt-1 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
    >
      {items.map((item, i) => (
        <li
          key={item.id}
          id={`${listId}-${i}`}
          role="option"
          aria-selected={i === active}
          onMouseDown={(event) => event.preventDefault()} // keep the focus in the box
          onClick={() => choose(item)}
          className={`cursor-pointer px-4 py-2 text-sm text-slate-800 ${i === active ? 'bg-teal-50 text-primary' : 'hover:bg-slate-50'}`}
        >
          {item.substance && <span className="text-xs font-medium text-slate-600">{SEARCH_UI.substance}: </span>}
          <span lang={item.lang}>{item.name}</span>
          {!item.inStock && <span className="ml-2 text-xs text-slate-600">({SEARCH_UI.outOfStock})</span>}
        </li>
      ))}
    </ul>
  );
}

/** What the plain box holds as this first renders: it is still on the page until this commits, in
 * the same task, so a letter typed while this module was loading is not lost by the swap. */
function typedIn(id: string) {
  const input = document.getElementById(id) as HTMLInputElement | null;
  return { value: input?.value ?? '', focused: input !== null && input === document.activeElement };
}

export default function SearchCombobox({ id, className = '' }: { id: string; className?: string }) {
  const { SEARCH_UI, UI } = useText();
  const [typed] = useState(() => typedIn(id));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const inLang = useInLang();
  const listId = `${id}-list`;
  const [text, setText] = useState<string | null>(typed.value || null); // null: as the address says
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const items = useSuggestions(text ?? '');
  const expanded = open && items.length > 0;

  const choose = (item: Suggestion) => {
    setOpen(false);
    navigate(inLang(item.href));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) return setOpen(true);
      const n = items.length;
      setActive((i) => (event.key === 'ArrowDown' ? (i + 1) % n : i <= 0 ? n - 1 : i - 1));
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && expanded && items[active]) {
      event.preventDefault();
      choose(items[active]);
    }
  };

  return (
    <SearchForm id={id} className={className} onSubmit={() => setOpen(false)}>
      <input
        id={id}
        name="search"
        type="search"
        defaultValue={text ?? params.get('search') ?? ''}
        placeholder={UI.searchPlaceholder}
        autoComplete="off"
        autoFocus={typed.focused} // the plain box had the focus when this replaced it
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className="search-input"
      />
      {expanded && <Options listId={listId} items={items} active={active} choose={choose} />}
      <span role="status" className="sr-only">
        {open && (text ?? '').trim().length > 1 ? SEARCH_UI.suggestionsCount(items.length) : ''}
      </span>
    </SearchForm>
  );
}
