/** Product search: a plain GET form to /products?search=…, so it works before
 * and without JavaScript. Once React has hydrated, the suggestions' code
 * (search-combobox.tsx) is fetched and the box becomes a combobox; it is
 * apart so that the header does not add it to every page's first load
 * (decisions 0020, 0046). What was typed meanwhile, and the focus, carry over. */
import { useEffect, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { SearchForm, type SearchBoxProps } from './search-form';
import { useText } from '../../lib/text';

function PlainSearchBox({ id, className }: SearchBoxProps) {
  const { UI } = useText();
  const [params] = useSearchParams();
  return (
    <SearchForm id={id} className={className}>
      <input
        id={id}
        name="search"
        type="search"
        defaultValue={params.get('search') ?? ''}
        placeholder={UI.searchPlaceholder}
        autoComplete="off"
        className="search-input"
      />
    </SearchForm>
  );
}

export function SearchBox(props: SearchBoxProps) {
  // fetched after hydration, as the toasts are (decision 0020); one swap, what was typed carried over
  const [Combobox, setCombobox] = useState<ComponentType<SearchBoxProps>>();
  useEffect(() => {
    let live = true;
    void import('./search-combobox').then((m) => {
      if (live) setCombobox(() => m.default);
    });
    return () => {
      live = false;
    };
  }, []);
  return Combobox ? <Combobox {...props} /> : <PlainSearchBox {...props} />;
}
