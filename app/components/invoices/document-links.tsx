/** An order's documents as download links (issue 34 item 3): the customer's order page and the
 * seller's. The words come from the page (the customer's catalogue or the seller's module). */
export type DocumentLink = { key: string; href: string; label: string };

/** `seller`: the panel's box look (a small uppercase title), as the order page's other boxes. */
export function DocumentLinks({
  title,
  links,
  children,
  seller = false,
}: {
  title: string;
  links: DocumentLink[];
  children?: React.ReactNode;
  seller?: boolean;
}) {
  if (!links.length && !children) return null;
  return (
    <section
      aria-labelledby="order-documents"
      className={
        seller
          ? 'rounded-lg border border-slate-200 bg-white p-4 md:p-5'
          : 'mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6'
      }
    >
      <h2
        id="order-documents"
        className={
          seller
            ? 'mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500'
            : 'text-lg font-bold text-slate-900'
        }
      >
        {title}
      </h2>
      <ul className="mt-3 space-y-2" data-testid="order-documents">
        {links.map((link) => (
          <li key={link.key}>
            <a
              href={link.href}
              download
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-2 hover:underline"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
