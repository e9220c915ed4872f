/** A seller page its loader refused (a role without the permission: 403) is titled by the refusal,
 * not by the page it would have been (issue 40 item 4): every seller route's meta, read with the
 * error React Router hands it, says "İcazə yoxdur". */
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../domain/i18n/texts-in';
import { allText } from '../helpers/page-text';

const { SELLER_TEXT } = textsIn('az');

type MetaOf = (args: {
  data?: unknown;
  error?: unknown;
  params: object;
  matches: { data?: unknown }[];
}) => { title?: string }[];
const routes = import.meta.glob<{ meta?: MetaOf }>(
  ['../../app/routes/seller/**/*.tsx', '../../app/routes/*/seller/*.tsx'],
  { eager: true },
);
const titleOf = (meta: MetaOf, error?: unknown) =>
  meta({ data: undefined, error, params: {}, matches: [{ data: allText('az') }] }).find((m) => m.title)?.title;

describe('a refused seller page', () => {
  const pages = Object.entries(routes).filter(([file, m]) => m.meta && !file.endsWith('/layout.tsx'));
  it('covers the panel’s pages', () => expect(pages.length).toBeGreaterThanOrEqual(20));

  it.each(pages)('%s is titled "İcazə yoxdur" on a 403, its own title otherwise', (_file, m) => {
    const refused = titleOf(m.meta!, new ErrorResponse(403, 'Forbidden', { message: 'Bu səhifə…' }));
    expect(refused).toBe(`İcazə yoxdur | ${SELLER_TEXT.panel}`);
    expect(titleOf(m.meta!, new ErrorResponse(404, 'Not Found', null))).not.toContain('İcazə yoxdur');
  });
});
