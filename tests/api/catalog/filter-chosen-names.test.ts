/** A chosen filter value that matches nothing now still shows, so it can be removed (decision
 * 0043): a chosen substance shows by its name, as the substance list writes it, not by its key
 * (issue 32 item 11: "dortlu ammonium birlesmeleri" in the chips and the empty state). */
import { beforeAll, describe, expect, it } from 'vitest';
import type { FacetValue } from '../../../domain/catalog/catalog-filters.ts';
import { useTestApp } from '../../helpers/app.ts';

const t = useTestApp();

beforeAll(async () => {
  const seller = await t.loginSeller();
  const add = async (name: string, species: string, substance: string) => {
    const substances = JSON.stringify([{ name: substance, strength: '10%' }]);
    const res = await t.upload(
      'POST',
      '/api/product/add-product',
      { name, category: 'Həblər', offerPrice: '5', species, substances },
      [],
      seller,
    );
    expect(res.status).toBe(201);
  };
  await add('Fermadez 1 litr', 'cattle', 'Dördlü ammonium birləşmələri');
  await add('Albendazol suspenziya', 'dog', 'Albendazol');
});

describe('a chosen substance that matches nothing', () => {
  it('is offered by its name with a count of 0', async () => {
    const key = 'dordlu ammonium birlesmeleri';
    const res = await t.get(`/api/product/list?species=dog&substance=${encodeURIComponent(key)}`);
    expect(res.status).toBe(200);
    expect(res.body.products).toEqual([]);
    const chosen = (res.body.facets.substances as FacetValue[]).find((v) => v.value === key);
    expect(chosen).toEqual({ value: key, name: 'Dördlü ammonium birləşmələri', count: 0 });
  });

  it('an unknown key still shows as it was written, so the link that removes it stays', async () => {
    const res = await t.get('/api/product/list?species=dog&substance=yoxdur');
    const chosen = (res.body.facets.substances as FacetValue[]).find((v) => v.value === 'yoxdur');
    expect(chosen).toEqual({ value: 'yoxdur', name: 'yoxdur', count: 0 });
  });
});
