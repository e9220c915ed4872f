import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/** The storefront's pages (issue 36, decision 0100): Azerbaijani at the spec's addresses, the
 * same route modules in Russian under `/ru/…` (route ids `ru/routes/…`). A new storefront page
 * is added here once and exists in both languages. */
function storefront(lang: 'az' | 'ru') {
  const id = (file: string) => (lang === 'az' ? undefined : `ru/${file.replace(/\.tsx?$/, '')}`);
  return [
    index('routes/home.tsx', { id: id('routes/home.tsx') }),
    route('about', 'routes/about.tsx', { id: id('routes/about.tsx') }),
    route('contact', 'routes/contact.tsx', { id: id('routes/contact.tsx') }),
    route('sertler', 'routes/terms.tsx', { id: id('routes/terms.tsx') }),
    route('qaytarma', 'routes/returns.tsx', { id: id('routes/returns.tsx') }),
    route('products', 'routes/products.tsx', { id: id('routes/products.tsx') }),
    route('products/:category', 'routes/category.tsx', { id: id('routes/category.tsx') }),
    route('product/:category/:id', 'routes/product.tsx', { id: id('routes/product.tsx') }),
    route('cart', 'routes/cart.tsx', { id: id('routes/cart.tsx') }),
    route('add-address', 'routes/add-address.tsx', { id: id('routes/add-address.tsx') }),
    route('my-orders', 'routes/my-orders.tsx', { id: id('routes/my-orders.tsx') }),
    route('my-orders/:id', 'routes/my-order.tsx', { id: id('routes/my-order.tsx') }),
    route('login', 'routes/login.tsx', { id: id('routes/login.tsx') }),
    route('forgot-password', 'routes/forgot-password.tsx', { id: id('routes/forgot-password.tsx') }),
    route('reset-password', 'routes/reset-password.tsx', { id: id('routes/reset-password.tsx') }),
    route('account', 'routes/account.tsx', { id: id('routes/account.tsx') }),
    route('account/address/:id', 'routes/edit-address.tsx', { id: id('routes/edit-address.tsx') }),
    route('account/business', 'routes/trade/business.tsx', { id: id('routes/trade/business.tsx') }),
    route('account/join', 'routes/trade/join.tsx', { id: id('routes/trade/join.tsx') }),
    route('account/statement', 'routes/payments/statement.tsx', { id: id('routes/payments/statement.tsx') }),
    route('quick-order', 'routes/trade/quick-order.tsx', { id: id('routes/trade/quick-order.tsx') }),
    route('account/lists', 'routes/trade/lists.tsx', { id: id('routes/trade/lists.tsx') }),
    route('account/lists/:id', 'routes/trade/list.tsx', { id: id('routes/trade/list.tsx') }),
    route('news', 'routes/news.tsx', { id: id('routes/news.tsx') }),
    route('news/:id', 'routes/news-item.tsx', { id: id('routes/news-item.tsx') }),
    route('*', 'routes/not-found.tsx', { id: id('routes/not-found.tsx') }),
  ];
}

export default [
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('sitemaps/:file', 'routes/sitemap-file.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('search/suggest', 'routes/search-suggest.ts'),
  route('language', 'routes/language.ts'),
  layout('routes/site-layout.tsx', storefront('az')),
  route('ru', 'routes/site-layout.tsx', { id: 'ru/routes/site-layout' }, storefront('ru')),
  route('seller/invite', 'routes/seller/invite.tsx'), // an invited person sets their password, outside the panel
  route('seller', 'routes/seller/layout.tsx', [
    index('routes/seller/add-product.tsx'),
    route('product-list', 'routes/seller/product-list.tsx'),
    route('overview', 'routes/seller/overview.tsx'),
    route('orders', 'routes/seller/orders.tsx'),
    route('orders/:id', 'routes/seller/order.tsx'),
    route('add-news', 'routes/seller/add-news.tsx'),
    route('editproduct/:id', 'routes/seller/edit-product.tsx'),
    route('family-choices', 'routes/seller/family-choices.ts'),
    route('list', 'routes/seller/news-list.tsx'),
    route('editnews/:id', 'routes/seller/edit-news.tsx'),
    route('users', 'routes/seller/users.tsx'),
    route('settings', 'routes/seller/settings.tsx'),
    route('delivery', 'routes/seller/delivery.tsx'),
    route('import', 'routes/seller/import.tsx'),
    route('receipts', 'routes/seller/receipts.tsx'), // goods in (issue 41)
    route('recall', 'routes/seller/recall.tsx'), // a batch's recall (issue 41)
    route('companies', 'routes/seller/trade/companies.tsx'),
    route('companies/:id', 'routes/seller/trade/company.tsx'),
    route('groups', 'routes/seller/trade/groups.tsx'),
    route('payments', 'routes/payments/seller/overdue.tsx'),
    route('accounting', 'routes/invoices/seller/accounting.tsx'),
    route('audit', 'routes/seller/audit.tsx'),
    route('staff', 'routes/seller/staff.tsx'),
    route('account', 'routes/seller/account.tsx'),
  ]),
] satisfies RouteConfig;
