/** A file for the one who asked (a document, a statement, an export), never kept by a cache. */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { PdfFile } from '../services/invoices/documents.ts';

export function sendFile(reply: FastifyReply, file: { filename: string; content: Buffer }, type: string) {
  return reply
    .header('content-type', type)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .send(file.content as unknown as string);
}

export const sendPdf = (reply: FastifyReply, file: PdfFile) => sendFile(reply, file, 'application/pdf');

/** The OpenAPI answer of a PDF. */
export const pdfAnswer = { description: 'The document as PDF', content: { 'application/pdf': { schema: z.string() } } };
