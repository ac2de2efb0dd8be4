import { z } from 'zod';

import { ERROR_CODES } from './runtime/errors';

export { ERROR_CODES, GENERIC_CODE_BY_STATUS, STATUS_OF } from './runtime/errors';

/** A machine-readable error code; see {@link ERROR_CODES}. */
export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** The one error shape of the whole API: `{ error: { code, message, field? } }`. */
export const ErrorBody = z
  .object({
    error: z.object({
      code: ErrorCode,
      message: z.string().describe('English text for logs and developers; clients translate `code`.'),
      field: z.string().optional().describe('For validation errors: the path of the first invalid field.'),
      issues: z
        .array(z.object({ field: z.string(), code: z.string(), message: z.string() }))
        .optional()
        .describe('For validation errors: every invalid field.'),
    }),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Type guard for a parsed JSON body that carries the API's error shape. */
export function isErrorBody(value: unknown): value is ErrorBody {
  return ErrorBody.safeParse(value).success;
}
