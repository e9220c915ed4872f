/** The search form around either search input (the plain one of search-box.tsx and the
 * combobox of search-combobox.tsx): its label and the search button. Apart from both, so
 * that neither imports the other back (issue 43 item 6). */
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { SearchIcon } from '../shared/icons';
import { useInLang, useText } from '../../lib/text';

export type SearchBoxProps = { id: string; className?: string };

/** The form around either input: its label and the search button. */
export function SearchForm({
  id,
  className = '',
  onSubmit,
  children,
}: SearchBoxProps & { onSubmit?: () => void; children: ReactNode }) {
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
