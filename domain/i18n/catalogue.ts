/** What a message catalogue is (decision 0100). A namespace is one of the old `*-text.ts`
 * modules (its export name, e.g. `CART_UI`, keeps its keys); its messages are ICU
 * MessageFormat strings, `{0}`, `{1}` for the arguments the old functions took
 * (`removeItem: '{0} məhsulunu səbətdən sil'`), `{0, plural, one {# товар} few {# товара}
 * many {# товаров} other {# товара}}` for counts. A namespace may hold lists and groups. */
export type Source = string | readonly Source[] | { readonly [key: string]: Source };

/** A Russian namespace has the Azerbaijani one's keys, lists and groups, nothing more or less. */
export type Shape<T> = T extends `/${string}`
  ? T // an address (NAV's `to`) is the same in every language; AppLink adds the prefix
  : T extends string
    ? string
    : T extends readonly unknown[]
      ? { readonly [I in keyof T]: Shape<T[I]> }
      : { readonly [K in keyof T]: Shape<T[K]> };

/** A message's argument: text, or a number for a plural; money and dates come formatted. */
export type Arg = string | number;

/** What a page reads: a message with arguments is a function of them, the rest plain text. */
export type Text<T> = T extends `${string}{${string}`
  ? (...args: Arg[]) => string
  : T extends `/${string}`
    ? T
    : T extends string
      ? string
      : T extends readonly unknown[]
        ? { readonly [I in keyof T]: Text<T[I]> }
        : { readonly [K in keyof T]: Text<T[K]> };

/** A message with arguments, compiled on the server (Lingui's compiled form: JSON). */
export type CompiledMessage = { readonly $: unknown };
/** A namespace as loader data carries it to the browser. */
export type Compiled = string | CompiledMessage | readonly Compiled[] | { readonly [key: string]: Compiled };
