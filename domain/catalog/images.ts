/** Image names resolve to `/images/{name}` (docs/architecture.md §API). Each upload is kept
 * as WebP in these widths; the bare name serves the widest. */
export const IMAGE_WIDTHS = [320, 640, 1200] as const;
/** The largest upload an image may be (the storefront's prescription photo too). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export function imageUrl(name: string, width?: (typeof IMAGE_WIDTHS)[number]): string {
  if (!width) return `/images/${name}`;
  return `/images/${name.replace(/\.webp$/, '')}-${width}.webp`;
}

export function imageSrcSet(name: string): string {
  return IMAGE_WIDTHS.map((w) => `${imageUrl(name, w)} ${w}w`).join(', ');
}
