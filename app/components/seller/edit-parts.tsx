/** What the edit pages show besides the form: the current images. */
import { imageUrl } from '../../../domain/catalog/images';
import { useText } from '../../lib/text';

export function CurrentImages({ images, alt }: { images: string[]; alt: string }) {
  const { SELLER_TEXT } = useText();
  if (images.length === 0) return null;
  return (
    <section aria-labelledby="current-images" className="mb-6">
      <h2 id="current-images" className="text-sm font-medium">
        {SELLER_TEXT.currentImages}
      </h2>
      <div className="mt-2 flex flex-wrap gap-3">
        {images.map((name, i) => (
          <img
            key={name}
            src={imageUrl(name, 320)}
            alt={`${alt} — ${SELLER_TEXT.imageSlot(i + 1)}`}
            className="h-24 w-24 rounded-lg border border-slate-200 object-cover"
          />
        ))}
      </div>
    </section>
  );
}
