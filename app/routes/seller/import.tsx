/** /seller/import: the catalogue's import and export (issue 24 items 4–6). The sheet is uploaded
 * with a progress bar, then read on the server while the page polls the import's row for its
 * progress (decision 0063); the preview waits there until the seller confirms. Through
 * /api/catalog like every seller change (decision 0037). */
import { useRef, useState, type FormEvent } from 'react';
import type { ImportView } from '../../../domain/catalog/catalog-import-schema';
import { api, upload } from '../../lib/api';
import { sellerServices } from '../../lib/seller-access.server';
import { sellerMetaOf } from '../../lib/seller-meta';
import { useText } from '../../lib/text';
import { notify } from '../../components/seller/notify';
import { ImportPreview } from '../../components/seller/catalog/import-preview';
import { PageHeading } from '../../components/seller/seller-fields';
import { Button, buttonClass } from '../../components/shared/ui';
import { SellerRouteError } from '../../components/seller/seller-route-error';
import type { Route } from './+types/import';

export const meta = sellerMetaOf(({ IMPORT_TEXT }) => IMPORT_TEXT.title);

export function loader({ context }: Route.LoaderArgs) {
  sellerServices(context, 'import');
  return null;
}

type Phase = { label: string; percent: number | null } | null;

const fileInput =
  'mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2';

/** Polls the import's row while `work` runs: the server writes its progress there. */
async function withProgress<R>(id: string, label: string, set: (p: Phase) => void, work: () => Promise<R>) {
  let running = true;
  const poll = async () => {
    while (running) {
      await new Promise((r) => setTimeout(r, 600));
      const res = await api<{ import: ImportView }>(`/catalog/import/${id}`);
      if (running && res.success && res.import.total > 0)
        set({ label, percent: Math.min(99, Math.round((res.import.done / res.import.total) * 100)) });
    }
  };
  void poll();
  try {
    return await work();
  } finally {
    running = false;
    set(null);
  }
}

function Progress({ phase }: { phase: Phase }) {
  const { IMPORT_TEXT: T } = useText();
  if (!phase) return null;
  return (
    <div className="mt-4 flex items-center gap-3 text-sm text-slate-700" role="status">
      <span>{phase.label}</span>
      <progress
        className="h-2 w-48 accent-primary"
        max={100}
        value={phase.percent ?? undefined}
        aria-label={T.progress}
      />
      {phase.percent !== null && <span className="tabular-nums">{phase.percent}%</span>}
    </div>
  );
}

export default function SellerImport() {
  const { IMPORT_TEXT: T } = useText();
  const [phase, setPhase] = useState<Phase>(null);
  const [current, setCurrent] = useState<ImportView | null>(null);
  const [allOrNothing, setAllOrNothing] = useState(true);
  const form = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const id = crypto.randomUUID();
    setCurrent(null);
    setPhase({ label: T.uploading, percent: 0 });
    const result = await withProgress(id, T.reading, setPhase, () =>
      upload<{ import: ImportView }>(`/catalog/import?id=${id}`, 'POST', data, (percent) =>
        setPhase(percent < 100 ? { label: T.uploading, percent } : { label: T.reading, percent: null }),
      ),
    );
    if (notify(result, T.preview)) setCurrent(result.import);
  }

  async function apply() {
    if (!current) return;
    setPhase({ label: T.applying, percent: null });
    const result = await withProgress(current.id, T.applying, setPhase, () =>
      api<{ import: ImportView }>(`/catalog/import/${current.id}/apply`, { json: { allOrNothing } }),
    );
    if (notify(result, T.applied(current.summary?.added ?? 0, current.summary?.changed ?? 0))) {
      setCurrent(result.import);
      form.current?.reset();
    }
  }

  const summary = current?.summary;
  // a receipt sheet with no refused row is something to apply (decision 0148)
  const receiptToApply = !!summary?.receipt && !summary.receipt.refusedCount;
  const nothing = summary && !summary.added && !summary.changed && !receiptToApply;
  return (
    <div className="max-w-5xl">
      <PageHeading>{T.title}</PageHeading>
      <section className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="text-lg font-semibold">{T.exportHeading}</h2>
        <p className="mt-1 text-sm text-slate-600">{T.exportHelp}</p>
        <div className="mt-3 flex flex-wrap gap-3">
          <a className={buttonClass('panel')} href="/api/catalog/export?format=csv" download>
            {T.exportCsv}
          </a>
          <a className={buttonClass('panel')} href="/api/catalog/export?format=xlsx" download>
            {T.exportXlsx}
          </a>
        </div>
      </section>
      <section className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="text-lg font-semibold">{T.importHeading}</h2>
        <p className="mt-1 text-sm text-slate-600">{T.importHelp}</p>
        <form ref={form} onSubmit={submit} className="mt-3 space-y-3">
          <label className="block text-sm font-medium">
            {T.sheet}
            <input name="sheet" type="file" required accept=".csv,.xlsx,text/csv" className={fileInput} />
          </label>
          <label className="block text-sm font-medium">
            {T.images}
            <input name="images" type="file" accept=".zip,application/zip" className={fileInput} />
          </label>
          <Button type="submit" disabled={!!phase} variant="panel">
            {T.upload}
          </Button>
        </form>
        <Progress phase={phase} />
      </section>
      {current?.status === 'applied' && (
        <p role="status" className="mt-6 rounded-lg bg-green-50 p-4 text-green-900">
          {current.message}
        </p>
      )}
      {summary && current?.status === 'ready' && (
        <section className="mt-6">
          <ImportPreview summary={summary} />
          {nothing ? (
            <p className="mt-4 text-slate-700">{T.nothingToApply}</p>
          ) : (
            <div className="mt-6 space-y-3">
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-1"
                  checked={allOrNothing}
                  onChange={(e) => setAllOrNothing(e.target.checked)}
                />
                {T.allOrNothing}
              </label>
              <Button type="button" onClick={apply} disabled={!!phase} variant="panel">
                {T.apply}
              </Button>
            </div>
          )}
        </section>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { IMPORT_TEXT: T } = useText();
  return <SellerRouteError error={error} message={T.title} />;
}
