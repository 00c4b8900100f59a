import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { MESSAGES } from '#shared/domain';
import { FOREIGN_KEY_VIOLATION, loggableError, pgErrorCode } from '../db/pg-errors';
import { AppError, errorBody, notFound } from '../errors';

const CODE_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  409: 'conflict',
  413: 'body_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'rate_limited',
};

function fieldsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Every error leaves as `{error:{code,message,fields?}}`; bad input is a 4xx, never a 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, req, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: (v.instancePath ?? '').split('/').filter(Boolean),
        message: v.message ?? 'Invalid value',
      }));
      const fields = fieldsOf(issues);
      const first = Object.values(fields)[0] ?? MESSAGES.badRequest;
      return reply.status(400).send(errorBody('bad_request', first, fields));
    }
    if (error instanceof ZodError) {
      const fields = fieldsOf(error.issues);
      return reply
        .status(400)
        .send(errorBody('bad_request', error.issues[0]?.message ?? MESSAGES.badRequest, fields));
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 413 ? MESSAGES.bodyTooLarge : status === 415 ? MESSAGES.jsonRequired : error.message;
      return reply.status(status).send(errorBody(CODE_BY_STATUS[status] ?? 'bad_request', message));
    }
    // A row this request needed (its user, the client it wrote to) was removed while it ran.
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) {
      req.log.warn({ err: loggableError(error) }, 'write refused: a row it needed was removed meanwhile');
      return reply.status(409).send(errorBody('conflict', MESSAGES.changedMeanwhile));
    }
    req.log.error({ err: loggableError(error) }, 'request failed');
    return reply.status(500).send(errorBody('internal', MESSAGES.somethingWentWrong));
  });
}

/**
 * Errors the router raises before any hook or handler runs: a malformed percent-encoding in the
 * path, or a path parameter longer than any id. Fastify would answer these in its own shape; a
 * parameter that long cannot name a record, so it is the same 404 as any unknown id.
 */
export function frameworkErrors(error: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  // No hook runs for these, helmet's included: the strictest headers for a body that is only JSON.
  reply
    .header('content-security-policy', "default-src 'none'; base-uri 'none'; frame-ancestors 'none'")
    .header('x-content-type-options', 'nosniff');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.status(404).send(notFound().toBody());
    return;
  }
  reply.status(400).send(errorBody('bad_request', MESSAGES.badRequest));
}
