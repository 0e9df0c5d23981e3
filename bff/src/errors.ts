// The one error module. Every failure leaves the server as
// {"error": {"code": <HTTP status>, "message": "<what is wrong and where>"}}.
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** 400 naming the field and the rule it breaks. */
export const badRequest = (field: string, rule: string) => new HttpError(400, `${field}: ${rule}`);
export const unauthorized = (
  message = 'Authentication required: send Authorization: Bearer <API token>',
) => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this') =>
  new HttpError(403, message);
export const notFound = (what: string) => new HttpError(404, `${what} not found`);
export const conflict = (message: string) => new HttpError(409, message);

export function errorBody(code: number, message: string) {
  return { error: { code, message } };
}

type Issue = { instancePath: string; message?: string };

/** "body.title: Too small: expected string to have >=2 characters" */
function describeValidation(context: string | undefined, issues: Issue[]) {
  const where = context === 'querystring' ? 'query' : (context ?? 'request');
  return issues
    .map((issue) => {
      const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
      return `${where}${path ? `.${path}` : ''}: ${issue.message ?? 'is invalid'}`;
    })
    .join('; ');
}

export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply
        .code(400)
        .send(errorBody(400, describeValidation(err.validationContext, err.validation)));
    }
    if (err instanceof HttpError)
      return reply.code(err.statusCode).send(errorBody(err.statusCode, err.message));
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
      return reply.code(500).send(errorBody(500, 'Internal server error'));
    }
    const prismaCode = (err as { code?: unknown }).code;
    if (prismaCode === 'P2025') return reply.code(404).send(errorBody(404, 'Resource not found'));
    if (prismaCode === 'P2002')
      return reply.code(409).send(errorBody(409, 'A resource with these values already exists'));
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'unhandled error');
      return reply.code(500).send(errorBody(500, 'Internal server error'));
    }
    // Fastify's own 4xx: malformed JSON, body too large (413), unsupported media type, ...
    return reply.code(status).send(errorBody(status, err.message));
  });
}
