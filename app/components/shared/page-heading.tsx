/** Page frame pieces: a centred container and a section heading. */
export function Container({ children, className = '' }: { children: React.ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-7xl px-4 sm:px-6 ${className}`}>{children}</div>;
}

export function PageTitle({ children, lead }: { children: React.ReactNode; lead?: string }) {
  return (
    <div className="mb-6 mt-8 sm:mt-10">
      {/* focusable from script: focus lands here when what had it disappears (a removed cart line) */}
      <h1 tabIndex={-1} className="page-title">
        {children}
      </h1>
      {lead && <p className="mt-2 max-w-2xl text-slate-600">{lead}</p>}
    </div>
  );
}

export function SectionTitle({ children, id }: { children: React.ReactNode; id?: string }) {
  return (
    <h2 id={id} className="section-title">
      {children}
    </h2>
  );
}
