/** A catalogue image in a fixed square box, so nothing shifts while it loads. */
import { imageSrcSet, imageUrl } from '../../../domain/catalog/images';

type Props = { name: string | undefined; alt: string; sizes: string; priority?: boolean; className?: string };

export function ProductImage({ name, alt, sizes, priority = false, className = '' }: Props) {
  return (
    // a span, as it sits inside buttons and links too (the gallery's thumbnails: no <div> in a <button>)
    <span className={`relative block aspect-square overflow-hidden bg-slate-50 ${className}`}>
      {name && (
        <img
          src={imageUrl(name, 640)}
          srcSet={imageSrcSet(name)}
          sizes={sizes}
          alt={alt}
          width={640}
          height={640}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? 'sync' : 'async'}
          className="absolute inset-0 h-full w-full object-contain"
        />
      )}
    </span>
  );
}
