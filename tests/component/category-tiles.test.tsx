/** The category tiles draw each category's picture from public/categories/ into the page
 * (inline SVG, decision 0029): every tile has its own drawing, hidden from screen readers,
 * beside the category's name and link. */
import { readFileSync } from 'node:fs';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { CategoryTiles } from '../../app/components/catalog/category-tiles';
import { CATEGORIES, categoryUrl } from '../../domain/catalog/categories';
import { allText } from '../helpers/page-text';

afterEach(cleanup);

it('shows every category with its own drawing and a link to its products', async () => {
  const Stub = createRoutesStub([{ path: '/', loader: () => allText('az'), Component: () => <CategoryTiles /> }]);
  render(<Stub />);
  const drawings = new Set<string>();
  for (const category of CATEGORIES) {
    const link = await screen.findByRole('link', { name: category.text });
    expect(link.getAttribute('href')).toBe(categoryUrl(category.path));
    const drawing = link.querySelector('[aria-hidden="true"] > svg');
    const file = readFileSync(`public${category.image}`, 'utf8');
    expect(drawing?.outerHTML.length).toBeGreaterThan(200);
    expect(file).toContain(drawing?.querySelector('*')?.outerHTML.slice(0, 40));
    drawings.add(drawing!.outerHTML);
  }
  expect(drawings.size).toBe(CATEGORIES.length);
});

it('names the categories in Russian on a Russian page, linking to the Russian pages', async () => {
  const Stub = createRoutesStub([{ path: '/ru', loader: () => allText('ru'), Component: () => <CategoryTiles /> }]);
  render(<Stub initialEntries={['/ru']} />);
  const link = await screen.findByRole('link', { name: 'Таблетки' });
  expect(link.getAttribute('href')).toBe(`/ru${categoryUrl('Həblər')}`);
  expect(await screen.findByRole('link', { name: 'Инъекции' })).toBeTruthy();
});
