import { ERROR_CODES, STATUS_OF } from '@fairway/contract';
import type { ErrorBody, ErrorCode } from '@fairway/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/**
 * An error a service throws on purpose: it travels to the client as `{ error: { code, message, field } }`
 * with its status. Anything else that escapes a handler is a bug, logged and answered 500 without details.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number = STATUS_OF[code] ?? 400,
    message: string = code.replaceAll('_', ' '),
    readonly field?: string,
  ) {
    super(message);
  }
}

const KNOWN_CODES = new Set<string>(ERROR_CODES);

/** Contract schemas put spec error codes in their messages (`min(2, 'username_too_short')`); others are generic. */
function codeOfIssue(message: string): ErrorCode {
  return KNOWN_CODES.has(message) ? (message as ErrorCode) : 'validation_error';
}

function body(code: ErrorCode, message: string, extra: Partial<ErrorBody['error']> = {}): ErrorBody {
  return { error: { code, message, ...extra } };
}

const CODE_OF_STATUS = new Map<number, ErrorCode>(
  Object.entries(STATUS_OF).map(([code, status]) => [status, code as ErrorCode]),
);

/** The generic code of a client-error status (`conflict` for 409…); `validation_error` for any other 4xx. */
export function codeOfStatus(status: number): ErrorCode {
  return CODE_OF_STATUS.get(status) ?? 'validation_error';
}

/** The answer to a request that arrives while the server is shutting down (Fastify's own is not our shape). */
export function shuttingDownBody(): ErrorBody {
  return body('service_unavailable', 'The server is shutting down: try again in a moment');
}

/** Maps Fastify's own error codes (body parsing, size, media type) to ours. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'validation_error',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'validation_error',
  FST_ERR_CTP_INVALID_JSON_BODY: 'validation_error',
  // The router's own refusals, passed on by the app's `frameworkErrors`: a broken escape (400), a path
  // parameter past `maxParamLength` (414).
  FST_ERR_BAD_URL: 'validation_error',
  FST_ERR_MAX_PARAM_LENGTH: 'validation_error',
};

/** The one error handler: every failure leaves the server in the contract's error shape. */
export function errorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof AppError) {
    return reply
      .status(error.status)
      .send(body(error.code, error.message, error.field ? { field: error.field } : {}));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => {
      const where = (error.validationContext ?? 'body') as string;
      const pathPart = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const field = pathPart ? `${where}.${pathPart}` : where;
      const message = issue.message ?? 'invalid';
      return { field, code: codeOfIssue(message), message };
    });
    const first = issues[0];
    return reply.status(400).send(
      body(
        first?.code === 'validation_error' ? 'validation_error' : (first?.code ?? 'validation_error'),
        'Invalid request',
        {
          ...(first ? { field: first.field } : {}),
          issues: issues.map(({ field, code, message }) => ({ field, code, message })),
        },
      ),
    );
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
    return reply.status(500).send(body('internal_error', 'Internal server error'));
  }
  const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (mapped) return reply.status(error.statusCode ?? 400).send(body(mapped, error.message));
  if (error.statusCode === 429) return reply.status(429).send(body('rate_limited', 'Too many requests'));
  if (error.statusCode === 503) {
    return reply.status(503).send(body('service_unavailable', 'Service unavailable'));
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Another plugin's 4xx (a conflict, an unsupported media type…): the generic code of its status.
    return reply.status(error.statusCode).send(body(codeOfStatus(error.statusCode), error.message));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(body('internal_error', 'Internal server error'));
}

/** Answer for an unknown API path. */
export function notFoundBody(method: string, url: string): ErrorBody {
  return body('not_found', `No route ${method} ${url.split('?')[0] ?? url}`);
}
