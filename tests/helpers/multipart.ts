/** A tiny multipart/form-data builder for `app.inject` (no dependency), and
 * the images the upload tests send: real ones made with sharp, fake ones. */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export type FilePart = { filename: string; contentType: string; data: Buffer; field?: string };

export function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----vetshop${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'image'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`;
    chunks.push(Buffer.from(head), file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let shade = 0;
/** A real 64×64 image; each call a different colour, so a different content hash. */
export async function realImage(format: 'png' | 'jpeg' = 'png'): Promise<FilePart> {
  shade = (shade + 37) % 256;
  const data = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: shade, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();
  return { filename: `foto.${format === 'jpeg' ? 'jpg' : 'png'}`, contentType: `image/${format}`, data };
}

export const textNamedPng = (): FilePart => ({
  filename: 'foto.png',
  contentType: 'image/png',
  data: Buffer.from('Bu şəkil deyil, sadəcə mətndir.\n'),
});

export const svgImage = (): FilePart => ({
  filename: 'foto.svg',
  contentType: 'image/svg+xml',
  data: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script><rect width="64" height="64"/></svg>',
  ),
});

/** Just over 10 MB, starting like a PNG. */
export const hugeImage = (): FilePart => {
  const data = Buffer.alloc(10 * 1024 * 1024 + 1024);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(data);
  return { filename: 'boyuk.png', contentType: 'image/png', data };
};
