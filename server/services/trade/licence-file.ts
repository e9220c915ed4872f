/** A veterinary licence's scan (issue 33): a PDF as sent, or a photo re-encoded as WebP (no
 * metadata, no hidden payload); anything else refused by its bytes, whatever its name says. */
import { isPdf } from '../../../domain/vet/vet.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { HttpError } from '../shared/errors.ts';
import { checkedWebp } from '../catalog/images.ts';

const { BUSINESS_MSG } = textsIn('az');

export const LICENCE_MAX_BYTES = 10 * 1024 * 1024;
/** A licence is read on a screen: 2000 px keeps its stamp and small print legible. */
const PHOTO_WIDTH = 2000;

export type LicenceFile = { bytes: Buffer; type: 'application/pdf' | 'image/webp' };

export async function checkedLicenceFile(bytes: Buffer): Promise<LicenceFile> {
  if (bytes.length > LICENCE_MAX_BYTES)
    throw new HttpError(413, BUSINESS_MSG.licenceFileTooBig(LICENCE_MAX_BYTES / 1024 / 1024), 'licenceFile');
  if (isPdf(bytes)) return { bytes, type: 'application/pdf' };
  try {
    return { bytes: await checkedWebp(bytes, PHOTO_WIDTH), type: 'image/webp' };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 413) throw error;
    throw new HttpError(415, BUSINESS_MSG.licenceFileType, 'licenceFile');
  }
}
