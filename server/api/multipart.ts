/** Reads a multipart form into memory (files ≤ 10 MB each, ≤ 5), so the text
 * fields are validated before any image is stored. */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MSG } from '../../domain/shared/messages.ts';
import { firstIssue, issueField } from '../../domain/shared/schemas.ts';
import { badRequest, HttpError } from '../services/shared/errors.ts';
import type { Services } from '../services/index.ts';

/** `fields`: each text field's last value; `lists`: every value of each (checkboxes, repeated rows);
 * `files`: the images; `leaflets`: files sent as `leaflet` (the product form's PDF). */
export type UploadForm = {
  fields: Record<string, string>;
  lists: Record<string, string[]>;
  files: Buffer[];
  leaflets: Buffer[];
};

export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) throw new HttpError(415, MSG.unsupportedMedia);
  const fields: Record<string, string> = {};
  const lists: Record<string, string[]> = {};
  const files: Buffer[] = [];
  const leaflets: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (bytes.length) (part.fieldname === 'leaflet' ? leaflets : files).push(bytes); // an empty file input sends a 0-byte part
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
        (lists[part.fieldname] ??= []).push(part.value);
      }
    }
  } catch (error) {
    throw malformed(error);
  }
  return { fields, lists, files, leaflets };
}

/** Limits keep their own answers (413); anything else the parser trips on
 * (no boundary, a cut-off body, junk) is the sender's mistake: 400. */
function malformed(error: unknown): unknown {
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (error instanceof HttpError || (code?.startsWith('FST_') && statusCode && statusCode < 500)) return error;
  return new HttpError(400, MSG.malformedForm);
}

export function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.infer<S> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw badRequest(firstIssue(parsed.error), issueField(parsed.error));
  return parsed.data;
}

export function checkImageCount(
  files: Buffer[],
  max: number,
  min = 0,
  tooFewMessage: string = MSG.newsImageRequired,
): void {
  if (files.length > max) throw badRequest(MSG.tooManyImagesAtMost(max));
  if (files.length < min) throw badRequest(tooFewMessage);
}

export async function storeImages(services: Services, files: Buffer[]): Promise<string[]> {
  const names: string[] = [];
  for (const bytes of files) names.push(await services.images.storeImage(bytes)); // one at a time: sharp is memory-hungry
  return names;
}

/** An edit: new images, when sent, replace the old ones (docs/architecture.md §Validation). They are stored before the
 * row is saved, and the old files pruned only after it, so a failed save loses no picture. */
export async function saveWithImages<T>(
  services: Services,
  files: Buffer[],
  oldImages: string[],
  save: (images: string[] | null) => Promise<T>,
): Promise<T> {
  const images = files.length ? await storeImages(services, files) : null;
  const saved = await save(images);
  if (images) await services.images.pruneImages(oldImages);
  return saved;
}
