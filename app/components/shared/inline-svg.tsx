/** A decorative drawing written into the page's HTML instead of loaded as an `<img>`.
 * Chromium builds a separate document for every SVG image, and each one's arrival lays
 * out and paints the page again: as images, the home page's seven drawings cost
 * main-thread CPU while it loaded (decision 0029; `npm run lighthouse` shows it). */
export function InlineSvg({ svg, className }: { svg: string; className: string }) {
  return <span aria-hidden="true" className={`*:size-full ${className}`} dangerouslySetInnerHTML={{ __html: svg }} />;
}

/** The six category drawings of `public/categories/` (docs/architecture.md §Pages), by their address. */
export const CATEGORY_SVGS: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('/public/categories/*.svg', { query: '?raw', import: 'default', eager: true }),
  ).map(([file, svg]) => [file.replace('/public', ''), svg]),
);
