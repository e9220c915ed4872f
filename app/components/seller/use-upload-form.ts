/** Submits a product or news form: checks the text fields with the shared
 * zod schema (the same rule the API applies), optionally requires an image,
 * sends the multipart form with progress and reports the outcome. */
import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import type { z } from 'zod';
import { upload } from '../../lib/api';
import { firstIssue } from '../../../domain/schemas';
import { appendImages } from './image-slots';
import { notify } from './notify';

type Options<T> = {
  schema: z.ZodType;
  path: string;
  method: 'POST' | 'PUT';
  successText: string;
  failure?: (f: { success: false; message: string; status: number }) => string;
  /** the message shown, before sending, when no image is chosen */
  imageRequired?: string;
  onSaved: (saved: T) => void;
};

export function useUploadForm<T>(options: Options<T>, files: (File | null)[]) {
  const [progress, setProgress] = useState<number | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const checked = options.schema.safeParse(Object.fromEntries([...form].filter(([, v]) => typeof v === 'string')));
    if (!checked.success) return void toast.error(firstIssue(checked.error));
    if (options.imageRequired && !files.some(Boolean)) return void toast.error(options.imageRequired);
    appendImages(form, files);
    setProgress(0);
    const result = await upload<T>(options.path, options.method, form, setProgress);
    setProgress(null);
    if (notify(result, options.successText, options.failure)) options.onSaved(result as T);
  }

  return { progress, busy: progress !== null, submit };
}
