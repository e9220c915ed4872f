/** /api/trade: trade customers (issue 33): the customer's own company, and the seller's side. */
import type { FastifyPluginAsync } from 'fastify';
import { tradeCompanyApi } from './company.ts';
import { quickOrderApi } from './quick-order.ts';
import { tradeSellerApi } from './seller.ts';
import { tradeSellerPricesApi } from './seller-prices.ts';
import { tradeSellerLicenceApi } from './seller-licence.ts';

export const tradeApi: FastifyPluginAsync = async (app) => {
  await app.register(tradeCompanyApi, { prefix: '/company' });
  await app.register(tradeSellerApi, { prefix: '/seller' });
  await app.register(tradeSellerPricesApi, { prefix: '/seller' });
  await app.register(tradeSellerLicenceApi, { prefix: '/seller' }); // a renewed licence (decision 0122)
  await app.register(quickOrderApi); // quick order and saved lists (issue 33 item 5)
};
