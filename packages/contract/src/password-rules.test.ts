import { describe, expect, it } from 'vitest';
import { Password, SignUpBody } from './accounts';
import { EMAIL_PATTERN, PASSWORD_RULES, meetsPasswordRules, passwordChecklist } from './password-rules';

describe('passwordChecklist', () => {
  it.each([
    ['', { length: false, uppercase: false, lowercase: false, digit: false, special: false }],
    ['abcdefgh', { length: true, uppercase: false, lowercase: true, digit: false, special: false }],
    ['ABCDEFG1', { length: true, uppercase: true, lowercase: false, digit: true, special: false }],
    ['Abc1!', { length: false, uppercase: true, lowercase: true, digit: true, special: true }],
    ['Abcdef1!', { length: true, uppercase: true, lowercase: true, digit: true, special: true }],
    ['Éléphant9 ', { length: true, uppercase: true, lowercase: true, digit: true, special: false }],
    ['Éléphant9€', { length: true, uppercase: true, lowercase: true, digit: true, special: true }],
  ])('%j → %j', (password, expected) => {
    expect(passwordChecklist(password)).toEqual(expected);
    expect(meetsPasswordRules(password)).toBe(Object.values(expected).every(Boolean));
  });

  it('lists the rules in display order', () => {
    expect(PASSWORD_RULES).toEqual(['length', 'uppercase', 'lowercase', 'digit', 'special']);
  });

  it('agrees with the Password schema built on it', () => {
    for (const password of ['weak', 'Abcdef1!', 'abcdef1!', 'A'.repeat(7) + 'a1!'])
      expect(Password.safeParse(password).success).toBe(meetsPasswordRules(password));
  });
});

describe('EMAIL_PATTERN', () => {
  it.each([
    ['golfer@example.com', true],
    ['a.b+c@club.co.uk', true],
    ['no-at.example.com', false],
    ['two@@example.com', false],
    ['space in@example.com', false],
    ['nodot@example', false],
  ])('%s → %s', (email, valid) => {
    expect(EMAIL_PATTERN.test(email)).toBe(valid);
    expect(SignUpBody.safeParse({ email, password: 'Abcdef1!' }).success).toBe(valid);
  });
});
