/** Product search: a plain GET form to /products?search=…, so it works before hydration too. */
import { Form, useSearchParams } from 'react-router';
import { UI } from '../../domain/storefront-text';
import { SearchIcon } from './icons';

export function SearchBox({ id, className = '' }: { id: string; className?: string }) {
  const [params] = useSearchParams();
  return (
    <Form method="get" action="/products" role="search" className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {UI.searchLabel}
      </label>
      <input
        id={id}
        name="search"
        type="search"
        defaultValue={params.get('search') ?? ''}
        placeholder={UI.searchPlaceholder}
        className="h-10 w-full rounded-full border border-slate-300 bg-slate-50 pl-4 pr-11 text-sm placeholder:text-slate-500 focus:border-primary focus:bg-white focus:outline-none"
      />
      <button
        type="submit"
        className="absolute right-1 top-1 grid h-8 w-8 place-items-center rounded-full text-slate-600 hover:bg-slate-200"
        aria-label={UI.searchButton}
      >
        <SearchIcon />
      </button>
    </Form>
  );
}
