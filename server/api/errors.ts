/** Every failure becomes JSON with `success: false` and an Azerbaijani
 * `message`; nothing internal (stack, SQL, hash) ever leaves the server. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '../../domain/shared/messages.ts';
import { HttpError } from '../services/shared/errors.ts';

const BY_CODE: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, MSG.invalidJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, MSG.invalidJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, MSG.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, MSG.unsupportedMedia],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, MSG.invalidInput],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, MSG.unsupportedMedia],
  FST_REQ_FILE_TOO_LARGE: [413, MSG.imageTooLarge],
  FST_FILES_LIMIT: [413, MSG.tooManyImages],
  FST_FIELDS_LIMIT: [413, MSG.bodyTooLarge],
  FST_PARTS_LIMIT: [413, MSG.bodyTooLarge],
  FST_PROTO_VIOLATION: [400, MSG.invalidInput],
};

const BY_STATUS: Record<number, string> = {
  400: MSG.invalidInput,
  401: MSG.unauthorized,
  403: MSG.forbidden,
  404: MSG.notFound,
  413: MSG.bodyTooLarge,
  415: MSG.unsupportedMedia,
  429: MSG.tooManyAttempts,
};

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError)
      return reply
        .code(error.statusCode)
        .send({ success: false, message: error.message, ...(error.field ? { field: error.field } : {}) });
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = error.validation[0]?.message || MSG.invalidInput;
      return reply.code(400).send({ success: false, message });
    }
    const known = error.code ? BY_CODE[error.code] : undefined;
    if (known) return reply.code(known[0]).send({ success: false, message: known[1] });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .code(error.statusCode)
        .send({ success: false, message: BY_STATUS[error.statusCode] ?? MSG.invalidInput });
    }
    request.log.error({ err: error }, 'unexpected error'); // log-redaction.ts keeps SQL and its parameters out
    return reply.code(500).send({ success: false, message: MSG.unexpected });
  });
}
