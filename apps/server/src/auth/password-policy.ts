import { readFileSync } from 'node:fs';

const COMMON = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.toLowerCase()),
);

/**
 * True when the password is one of the 3,000 most common passwords, also when dressed up the usual ways: other
 * capitals, symbols added, or digits appended ("Password1!", "Dragon2024!"). The checklist rules (upper, lower,
 * digit, symbol) would otherwise let every such variant through, since the list is almost all plain words.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const bare = lower.replace(/[^\p{L}\p{Nd}]/gu, '');
  const word = bare.replace(/\p{Nd}+$/u, '');
  return COMMON.has(lower) || COMMON.has(bare) || (word.length >= 4 && COMMON.has(word));
}

/** How many common passwords are known (for tests). */
export const COMMON_PASSWORD_COUNT = COMMON.size;
