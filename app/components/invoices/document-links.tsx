/** An order's documents as download links (issue 34 item 3): the customer's order page and the
 * seller's. The words come from the page (the customer's catalogue or the seller's module). */
export type DocumentLink = { key: string; href: string; label: string };

export function DocumentLinks({
  title,
  links,
  children,
}: {
  title: string;
  links: DocumentLink[];
  children?: React.ReactNode;
}) {
  if (!links.length && !children) return null;
  return (
    <section aria-labelledby="order-documents" className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="order-documents" className="text-lg font-bold text-slate-900">
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
