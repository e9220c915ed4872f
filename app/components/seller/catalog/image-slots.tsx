/** Image pickers, one per slot, each showing a preview of the chosen file. */
import { useEffect, useMemo } from 'react';
import { Icon, ICONS } from '../sidebar';
import { useText } from '../../../lib/text';

type Props = { files: (File | null)[]; onChange: (files: (File | null)[]) => void; hint?: string };

export function emptySlots(count: number): (File | null)[] {
  return Array.from({ length: count }, () => null);
}

export function ImageSlots({ files, onChange, hint }: Props) {
  const { SELLER_TEXT } = useText();
  const previews = useMemo(() => files.map((file) => (file ? URL.createObjectURL(file) : null)), [files]);
  useEffect(() => () => previews.forEach((url) => url && URL.revokeObjectURL(url)), [previews]);

  function pick(index: number, file: File | null) {
    onChange(files.map((old, i) => (i === index ? file : old)));
  }

  return (
    <fieldset>
      <legend className="text-sm font-medium">{SELLER_TEXT.imagesLegend}</legend>
      {hint && <p className="mt-1 text-sm text-slate-600">{hint}</p>}
      <div className="mt-2 flex flex-wrap gap-3">
        {files.map((_, i) => (
          <label
            key={i}
            className="flex h-24 w-24 cursor-pointer items-center justify-center overflow-hidden rounded-lg border-2 border-dashed border-slate-300 bg-slate-50 text-center text-xs text-slate-600 hover:border-primary focus-within:outline-3 focus-within:outline-amber-500"
          >
            <input
              type="file"
              accept="image/*"
              className="sr-only"
              aria-label={SELLER_TEXT.imageSlot(i + 1)}
              onChange={(e) => pick(i, e.target.files?.[0] ?? null)}
            />
            {previews[i] ? (
              <img src={previews[i]} alt="" className="h-full w-full object-cover" />
            ) : (
              <span aria-hidden="true" className="flex flex-col items-center gap-1">
                <Icon path={ICONS.addProduct} />
                {SELLER_TEXT.imageSlot(i + 1)}
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Appends the chosen files as repeated `image` parts (docs/architecture.md §API). */
export function appendImages(form: FormData, files: (File | null)[]): void {
  for (const file of files) if (file) form.append('image', file);
}
