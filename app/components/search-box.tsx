/** Product search: a plain GET form to /products?search=…, so it works before
 * and without JavaScript. Once React has hydrated, the suggestions' code
 * (search-combobox.tsx) is fetched and the box becomes a combobox; it is
 * apart so that the header does not add it to every page's first load
 * (decisions 0020, 0046). What was typed meanwhile, and the focus, carry over. */
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Form, useSearchParams } from 'react-router';
import { SearchIcon } from './icons';
import { useInLang, useText } from '../lib/text';

type BoxProps = { id: string; className?: string };

/** The form around either input: its label and the search button. */
export function SearchForm({
  id,
  className = '',
  onSubmit,
  children,
}: BoxProps & { onSubmit?: () => void; children: ReactNode }) {
  const { UI } = useText();
  const inLang = useInLang();
  return (
    <Form
      method="get"
      action={inLang('/products')}
      role="search"
      className={`relative ${className}`}
      onSubmit={onSubmit}
    >
      <label htmlFor={id} className="sr-only">
        {UI.searchLabel}
      </label>
      {children}
      <button type="submit" className="search-submit" aria-label={UI.searchButton}>
        <SearchIcon />
      </button>
    </Form>
  );
}

function PlainSearchBox({ id, className }: BoxProps) {
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

export function SearchBox(props: BoxProps) {
  // fetched after hydration, as the toasts are (decision 0020); one swap, what was typed carried over
  const [Combobox, setCombobox] = useState<ComponentType<BoxProps>>();
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
