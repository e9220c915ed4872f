/** The body of /products and /products/{category}: tiles, heading, cards. */
import { UI } from '../../domain/storefront-text';
import type { ProductCardData } from '../lib/product-cards';
import { CategoryTiles } from './category-tiles';
import { Container, PageTitle } from './page-heading';
import { ProductGrid } from './product-card';

export function CatalogPage({ title, products, currentCategory }: { title: string; products: ProductCardData[]; currentCategory?: string }) {
  return (
    <Container>
      <nav aria-label={UI.categories} className="mt-6">
        <CategoryTiles current={currentCategory} />
      </nav>
      <PageTitle>{title}</PageTitle>
      <ProductGrid products={products} eagerCount={2} heading="h2" />
    </Container>
  );
}
