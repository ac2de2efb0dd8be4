/**
 * The password and address rules of sign-up (platform.md §5), without zod: the web app imports this file
 * on its own (`@fairway/contract/password-rules`) to draw the live checklist, so that the schemas stay out
 * of its first bundle. `accounts.ts` builds its schemas on the same functions and re-exports them.
 */

/** Password limits: at least 8 characters (spec) and up to 128 (passphrases of 64+ must work). */
export const PASSWORD_LIMITS = { min: 8, max: 128 } as const;

/** The rules of the live password checklist, in display order (platform.md §5). */
export const PASSWORD_RULES = ['length', 'uppercase', 'lowercase', 'digit', 'special'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

const RULE_TESTS: Record<PasswordRule, (password: string) => boolean> = {
  length: (password) => [...password].length >= PASSWORD_LIMITS.min,
  uppercase: (password) => /\p{Lu}/u.test(password),
  lowercase: (password) => /\p{Ll}/u.test(password),
  digit: (password) => /\p{Nd}/u.test(password),
  special: (password) => /[^\p{L}\p{Nd}\s]/u.test(password),
};

/** Which checklist rules a password meets; the same function drives the web checklist and the server check. */
export function passwordChecklist(password: string): Record<PasswordRule, boolean> {
  return Object.fromEntries(PASSWORD_RULES.map((rule) => [rule, RULE_TESTS[rule](password)])) as Record<
    PasswordRule,
    boolean
  >;
}

/** True when every checklist rule is met (the list of common passwords is checked on the server only). */
export function meetsPasswordRules(password: string): boolean {
  return PASSWORD_RULES.every((rule) => RULE_TESTS[rule](password));
}

/** A basic address pattern, as the spec's sign-up form checks (one @, a dot in the domain, no spaces). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
