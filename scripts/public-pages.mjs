// The public pages to measure or photograph, with one real product and news
// item looked up from the running shop's API.
export async function publicPages(baseUrl) {
  const { products } = await (await fetch(`${baseUrl}/api/product/list`)).json();
  const { newses } = await (await fetch(`${baseUrl}/api/news/list?onlySeen=true`)).json();
  const product = products.find((p) => p.inStock && p.image.length > 1) ?? products[0];
  const productPath = `/product/${encodeURIComponent(product.category.toLowerCase())}/${product._id}`;
  return [
    { name: 'home', path: '/' },
    { name: 'about', path: '/about' },
    { name: 'contact', path: '/contact' },
    { name: 'products', path: '/products' },
    { name: 'search', path: '/products?search=heb' },
    { name: 'category', path: `/products/${encodeURIComponent('həblər')}` },
    { name: 'product', path: productPath },
    { name: 'cart', path: '/cart' },
    { name: 'my-orders', path: '/my-orders' },
    { name: 'news', path: '/news' },
    { name: 'news-item', path: `/news/${newses[0]._id}` },
    { name: 'not-found', path: '/no-such-page' },
    // the four pages in Russian (issue 36): PAGES=ru-home,ru-products,ru-product,ru-news
    { name: 'ru-home', path: '/ru' },
    { name: 'ru-products', path: '/ru/products' },
    { name: 'ru-product', path: `/ru${productPath}` },
    { name: 'ru-news', path: '/ru/news' },
  ];
}
