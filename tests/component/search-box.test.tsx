/** The header's search box becomes a combobox once its code has loaded (search-box.tsx): what was
 * typed in the plain box until the swap is what the combobox holds, also a letter typed after the
 * module arrived and before React drew the combobox (the e2e search test lost its text that way). */
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { SearchBox } from '../../app/components/search/search-box';
import { allText } from '../helpers/page-text';

let release: (() => void) | undefined;
let handedOver = false;
vi.mock('../../app/components/search/search-combobox', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../app/components/search/search-combobox')>();
  await new Promise<void>((resolve) => (release = resolve));
  return {
    // read by the plain box's effect when the module arrives, just before it asks React to swap
    get default() {
      handedOver = true;
      return real.default;
    },
  };
});

afterEach(cleanup);

it('keeps a letter typed between the arrival of the module and the swap', async () => {
  const Stub = createRoutesStub([
    { path: '/', loader: () => allText('az'), Component: () => <SearchBox id="search-desktop" /> },
    { path: '/search/suggest', loader: () => ({ products: [], substances: [] }) },
  ]);
  render(<Stub />);
  const plain = (await screen.findByRole('searchbox')) as HTMLInputElement;
  plain.value = 'levamiz'; // typed while the module loads
  await vi.waitFor(() => expect(release).toBeDefined()); // the module is loaded and held back
  release!();
  // microtasks only: React draws in a task of its own, after these
  for (let i = 0; i < 10_000 && !handedOver; i++) await Promise.resolve();
  expect(handedOver).toBe(true);
  plain.value = 'levamizl'; // one more letter before React has drawn the combobox
  const combobox = (await screen.findByRole('combobox')) as HTMLInputElement;
  expect(combobox.value).toBe('levamizl');
});
