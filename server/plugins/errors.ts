import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '@/server/errors.ts';

/** Every failure leaves as `{ code, message }` in the product's words; never a stack trace. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { errors?: unknown[] }, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).headers(error.headers).send({ code: error.code, message: error.message, ...error.details });
    }
    if (error.validation) {
      const first = error.validation[0];
      const where = `${error.validationContext ?? 'request'}${first?.instancePath ?? ''}`;
      const extra = (first?.params as { additionalProperty?: string } | undefined)?.additionalProperty;
      const message = extra ? `${where} has a field that may not be set: ${extra}` : `${where} ${first?.message ?? 'is invalid'}`;
      return reply.code(400).send({ code: 'VALIDATION_ERROR', message });
    }
    // fastify-openapi-glue's security check failed: each handler's reason is in error.errors.
    const securityCause = error.errors?.find((e): e is AppError => e instanceof AppError);
    if (securityCause) return reply.code(securityCause.statusCode).send({ code: securityCause.code, message: securityCause.message });
    // A form whose reading stopped half-way (@fastify/multipart past its limit on fields, while a file was read): the
    // client's doing, answered as the limit it crossed rather than as a fault of ours.
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' && request.isMultipart()) {
      return reply.code(413).send({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' });
    }
    const status = error.statusCode ?? 500;
    if (status === 401) return reply.code(401).send({ code: 'UNAUTHORIZED', message: 'A valid bearer token is required.' });
    if (status === 413) return reply.code(413).send({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' });
    if (status === 415) return reply.code(415).send({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type.' });
    if (status >= 400 && status < 500) {
      const message = error.code?.startsWith('FST_ERR_CTP') ? 'The request body is not valid JSON.' : error.message;
      return reply.code(status).send({ code: 'VALIDATION_ERROR', message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: 'INTERNAL_ERROR', message: 'An unexpected error occurred.' });
  });
}
