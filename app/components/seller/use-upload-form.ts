/** Submits a product or news form: checks the text fields with the shared
 * zod schema (the same rule the API applies), optionally requires an image,
 * sends the multipart form with progress and reports the outcome. Each
 * message also stands beside its field (decision 0050): the schema's issues
 * before sending, the server's `field` after. */
import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import type { z } from 'zod';
import { upload } from '../../lib/api';
import { fieldIssues, firstIssue } from '../../../domain/shared/schemas';
import { appendImages } from './catalog/image-slots';
import { notify } from './notify';

type Options<T> = {
  schema: z.ZodType;
  path: string;
  method: 'POST' | 'PUT';
  successText: string;
  failure?: (f: { success: false; message: string; status: number }) => string;
  /** the message shown, before sending, when no image is chosen */
  imageRequired?: string;
  /** the text fields as the schema reads them (default: each field's last value) */
  gather?: (fields: Record<string, string>, lists: Record<string, string[]>) => Record<string, string>;
  onSaved: (saved: T) => void;
};

export type FieldErrors = Record<string, string>;

/** A form's text values: each field's last value and every value of each. */
function textValues(form: FormData) {
  const fields: Record<string, string> = {};
  const lists: Record<string, string[]> = {};
  for (const [key, value] of form) {
    if (typeof value !== 'string') continue;
    fields[key] = value;
    (lists[key] ??= []).push(value);
  }
  return { fields, lists };
}

/** Moves the focus to the first field marked invalid, once React has marked it. */
const focusFirstInvalid = (form: HTMLFormElement) =>
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

export function useUploadForm<T>(options: Options<T>, files: (File | null)[]) {
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const { fields, lists } = textValues(form);
    const checked = options.schema.safeParse(options.gather ? options.gather(fields, lists) : fields);
    if (!checked.success) {
      setErrors(fieldIssues(checked.error));
      focusFirstInvalid(element);
      return void toast.error(firstIssue(checked.error));
    }
    if (options.imageRequired && !files.some(Boolean)) return void toast.error(options.imageRequired);
    setErrors({});
    appendImages(form, files);
    setProgress(0);
    const result = await upload<T>(options.path, options.method, form, setProgress);
    setProgress(null);
    if (!result.success && result.field) {
      setErrors({ [result.field]: result.message });
      focusFirstInvalid(element);
    }
    if (notify(result, options.successText, options.failure)) options.onSaved(result as T);
  }

  return { progress, busy: progress !== null, submit, errors };
}
