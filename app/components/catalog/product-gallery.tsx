/** The product's images: one large, thumbnails to switch (docs/architecture.md §Pages). */
import { useState } from 'react';
import { ProductImage } from './product-image';
import { useText } from '../../lib/text';

export function ProductGallery({ name, images }: { name: string; images: string[] }) {
  const { UI } = useText();
  const [active, setActive] = useState(0);
  return (
    <div className="gallery">
      {images.length > 1 && (
        <ul className="flex gap-2 sm:flex-col">
          {images.map((image, i) => (
            <li key={image}>
              <button
                type="button"
                onClick={() => setActive(i)}
                aria-label={UI.showImage(i + 1)}
                aria-pressed={i === active}
                className="gallery-thumb"
              >
                <ProductImage name={image} alt="" sizes="80px" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ProductImage
        name={images[active]}
        alt={UI.imageOf(name, active + 1)}
        sizes="(min-width: 1024px) 560px, 100vw"
        priority
        className="flex-1 rounded-2xl border border-slate-200"
      />
    </div>
  );
}
