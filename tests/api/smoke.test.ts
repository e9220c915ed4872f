import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';

const t = useTestApp();
describe('smoke', () => {
  it('lists products', async () => {
    const p = await t.createProduct();
    const res = await t.get('/api/product/list');
    expect(res.status).toBe(200);
    expect(res.body.products.map((x: any) => x._id)).toContain(p._id);
  });
});
