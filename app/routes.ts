import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  layout('routes/site-layout.tsx', [
    index('routes/home.tsx'),
    route('about', 'routes/about.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('products', 'routes/products.tsx'),
    route('products/:category', 'routes/category.tsx'),
    route('product/:category/:id', 'routes/product.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('add-address', 'routes/add-address.tsx'),
    route('my-orders', 'routes/my-orders.tsx'),
    route('news', 'routes/news.tsx'),
    route('news/:id', 'routes/news-item.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  route('seller', 'routes/seller/layout.tsx', [
    index('routes/seller/add-product.tsx'),
    route('product-list', 'routes/seller/product-list.tsx'),
    route('overview', 'routes/seller/overview.tsx'),
    route('orders', 'routes/seller/orders.tsx'),
    route('orders/:id', 'routes/seller/order.tsx'),
    route('add-news', 'routes/seller/add-news.tsx'),
    route('editproduct/:id', 'routes/seller/edit-product.tsx'),
    route('list', 'routes/seller/news-list.tsx'),
    route('editnews/:id', 'routes/seller/edit-news.tsx'),
    route('users', 'routes/seller/users.tsx'),
  ]),
] satisfies RouteConfig;
