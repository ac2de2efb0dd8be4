import type { FieldError } from 'react-hook-form';
import type { useT } from '../../../i18n/use-t';
import type { FieldProblem } from '../auth-rules';

/** The `errors` key of each rule problem but "required" (whose wording depends on the field). */
const PROBLEM_KEYS = {
  invalid_email: 'errors:invalid_email',
  password_requirements_not_met: 'errors:password_requirements_not_met',
  passwords_dont_match: 'errors:passwords_dont_match',
  password_too_long: 'errors:password_too_long',
} as const satisfies Record<Exclude<FieldProblem, 'required'>, string>;

export type RequiredKey =
  | 'auth:forgot.emailRequired'
  | 'auth:signIn.identifierRequired'
  | 'auth:signIn.passwordRequired'
  | 'auth:passwordRequired';

/**
 * The translated message of a form field's error: a rule problem (its code is the error's type), or a
 * message the server gave for that field (type `server`, message already translated).
 */
export function problemMessage(
  t: ReturnType<typeof useT>['t'],
  error: FieldError | undefined,
  requiredKey: RequiredKey,
): string | undefined {
  if (!error) return undefined;
  if (error.type === 'server') return error.message;
  if (error.type === 'required') return t(requiredKey);
  const key = PROBLEM_KEYS[error.type as Exclude<FieldProblem, 'required'>];
  return key ? t(key) : error.message;
}
