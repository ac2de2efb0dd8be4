import { EMAIL_PATTERN, PASSWORD_LIMITS, meetsPasswordRules } from '@fairway/contract/password-rules';
import type { ErrorCode } from '@fairway/contract';

/**
 * The rules of the sign-in, sign-up and password screens (platform.md §5), as pure functions. The password
 * and address rules are the contract's own (`@fairway/contract/password-rules`, zod-free), the same
 * functions the server's schemas are built on, so the form refuses exactly what the server would.
 */

/** The codes these rules produce: each is translated as `errors:<code>` or named in `auth:`. */
export type FieldProblem =
  | Extract<
      ErrorCode,
      'invalid_email' | 'password_requirements_not_met' | 'passwords_dont_match' | 'password_too_long'
    >
  /** An empty required field (the screen says which, e.g. "Please enter your email address"). */
  | 'required';

export type FieldErrors<Field extends string> = Partial<Record<Field, FieldProblem>>;

/** How a sign-in identifier is sent: an address goes to `/sign-in/email`, anything else to `/sign-in/username`. */
export function identifierKind(identifier: string): 'email' | 'username' {
  return identifier.includes('@') ? 'email' : 'username';
}

/** Whether an address has the basic shape the spec asks for. */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

function passwordProblem(password: string): FieldProblem | undefined {
  if (password === '') return 'required';
  if ([...password].length > PASSWORD_LIMITS.max) return 'password_too_long';
  return meetsPasswordRules(password) ? undefined : 'password_requirements_not_met';
}

function confirmationProblem(password: string, confirmation: string): FieldProblem | undefined {
  // §5: the confirmation must equal the password and be non-empty (else passwords_dont_match).
  return confirmation !== '' && confirmation === password ? undefined : 'passwords_dont_match';
}

function withoutEmpty<Field extends string>(
  errors: Record<Field, FieldProblem | undefined>,
): FieldErrors<Field> {
  return Object.fromEntries(
    Object.entries(errors).filter(([, problem]) => problem !== undefined),
  ) as FieldErrors<Field>;
}

export interface SignInValues {
  identifier: string;
  password: string;
}

/** Sign-in asks only that both fields are filled; the server judges the rest. */
export function validateSignIn({ identifier, password }: SignInValues): FieldErrors<keyof SignInValues> {
  return withoutEmpty({
    identifier: identifier.trim() === '' ? 'required' : undefined,
    password: password === '' ? 'required' : undefined,
  });
}

export interface SignUpValues {
  email: string;
  password: string;
  confirmPassword: string;
}

/** Sign-up (§5): a basic address, a password meeting every checklist rule, and the same confirmation. */
export function validateSignUp(values: SignUpValues): FieldErrors<keyof SignUpValues> {
  return withoutEmpty({
    email: values.email.trim() === '' ? 'required' : isEmail(values.email) ? undefined : 'invalid_email',
    password: passwordProblem(values.password),
    confirmPassword: confirmationProblem(values.password, values.confirmPassword),
  });
}

/** Whether sign-up's submit button may be pressed (§5: "Submit disabled until all pass"). */
export function canSubmitSignUp(values: SignUpValues): boolean {
  return Object.keys(validateSignUp(values)).length === 0;
}

export interface ForgotPasswordValues {
  email: string;
}

/** Forgot password (§5): an empty address is "Please enter your email address". */
export function validateForgotPassword({ email }: ForgotPasswordValues): FieldErrors<'email'> {
  return withoutEmpty({
    email: email.trim() === '' ? 'required' : isEmail(email) ? undefined : 'invalid_email',
  });
}

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** A new password (reset, change): the sign-up rules for the password and its confirmation. */
export function validateNewPassword(values: NewPasswordValues): FieldErrors<keyof NewPasswordValues> {
  return withoutEmpty({
    password: passwordProblem(values.password),
    confirmPassword: confirmationProblem(values.password, values.confirmPassword),
  });
}

/**
 * What the sign-in screen says on arrival, from its query string: the verification link's redirect
 * (`?verified=1`, or `?error=invalid_token` for a used or broken link), or a social sign-in the server
 * turned back (`?error=<anything else>`).
 */
export type SignInArrival = 'verified' | 'invalid-link' | 'social-failed' | null;

export function signInArrival(search: string): SignInArrival {
  const params = new URLSearchParams(search);
  if (params.get('verified') === '1') return 'verified';
  const error = params.get('error');
  if (error === null) return null;
  return error.toLowerCase() === 'invalid_token' ? 'invalid-link' : 'social-failed';
}

/** The reset link's token, or null when the link is broken or used (the server sends `?error=INVALID_TOKEN`). */
export function resetTokenOf(search: string): string | null {
  const params = new URLSearchParams(search);
  if (params.get('error') !== null) return null;
  const token = params.get('token')?.trim();
  return token ? token : null;
}

/** How long the "reset email sent" message stays before going back to sign-in (platform.md §4, §9). */
export const FORGOT_PASSWORD_REDIRECT_MS = 5_000;
/** The success toast after sign-up lasts 3 seconds (§4). */
export const SIGN_UP_TOAST_MS = 3_000;
/** Sign-in pauses half a second before the app takes over (§4). */
export const SIGN_IN_PAUSE_MS = 500;
