/** Mounts every resource of the API contract (docs/architecture.md §API) under /api. */
import type { FastifyInstance } from 'fastify';
import { MSG } from '../../domain/shared/messages.ts';
import { addressApi } from './accounts/address.ts';
import { cartApi } from './cart/cart.ts';
import { catalogIoApi } from './catalog/catalog-io.ts';
import { invoicesApi } from './invoices/index.ts';
import { newsApi } from './content/news.ts';
import { orderApi } from './orders/order.ts';
import { orderBatchSwapApi } from './stock/order-batch-swap.ts';
import { ownStatementApi, sellerStatementApi } from './statements/index.ts';
import { paymentsApi } from './payments/index.ts';
import { productApi } from './catalog/product.ts';
import { sellerApi } from './staff/seller.ts';
import { settingsApi } from './settings/settings.ts';
import { staffApi } from './staff/index.ts';
import { stockApi } from './stock/stock.ts';
import { batchesApi } from './stock/batches.ts';
import { rxSuppliesApi } from './stock/rx-supplies.ts';
import { tradeApi } from './trade/index.ts';
import { userApi } from './accounts/user.ts';

export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(productApi, { prefix: '/product' });
  await app.register(newsApi, { prefix: '/news' });
  await app.register(userApi, { prefix: '/user' });
  await app.register(sellerApi, { prefix: '/seller' });
  await app.register(catalogIoApi, { prefix: '/catalog' });
  await app.register(cartApi, { prefix: '/cart' });
  await app.register(addressApi, { prefix: '/address' });
  await app.register(orderApi, { prefix: '/order' });
  await app.register(orderBatchSwapApi, { prefix: '/order' });
  await app.register(stockApi, { prefix: '/stock' });
  await app.register(batchesApi, { prefix: '/batches' });
  await app.register(rxSuppliesApi, { prefix: '/batches' });
  await app.register(tradeApi, { prefix: '/trade' });
  await app.register(paymentsApi, { prefix: '/payments' });
  await app.register(ownStatementApi, { prefix: '/trade/company' });
  await app.register(sellerStatementApi, { prefix: '/payments/seller' });
  await app.register(settingsApi);
  await app.register(staffApi, { prefix: '/staff' });
  await app.register(invoicesApi, { prefix: '/invoices' });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ success: false, message: MSG.notFound }));
}
