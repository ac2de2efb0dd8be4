import { describe, expect, it } from 'vitest';
import {
  canSubmitSignUp,
  identifierKind,
  resetTokenOf,
  signInArrival,
  validateForgotPassword,
  validateNewPassword,
  validateSignIn,
  validateSignUp,
} from './auth-rules';

const GOOD = 'Fairway1!';

describe('identifierKind', () => {
  it.each([
    ['jane@example.com', 'email'],
    ['  jane@example.com ', 'email'],
    ['jane.doe', 'username'],
    ['jane-doe42', 'username'],
    ['@jane', 'email'], // sent as an address; the server says the credentials are wrong
  ])('%j signs in by %s', (identifier, kind) => {
    expect(identifierKind(identifier)).toBe(kind);
  });
});

describe('validateSignIn', () => {
  it.each([
    [
      { identifier: '', password: '' },
      { identifier: 'required', password: 'required' },
    ],
    [{ identifier: '   ', password: 'x' }, { identifier: 'required' }],
    [{ identifier: 'jdoe', password: 'x' }, {}],
  ])('%j → %j', (values, errors) => {
    expect(validateSignIn(values)).toEqual(errors);
  });
});

describe('validateSignUp (platform.md §5)', () => {
  it.each([
    [
      { email: '', password: '', confirmPassword: '' },
      { email: 'required', password: 'required', confirmPassword: 'passwords_dont_match' },
    ],
    [{ email: 'jane@', password: GOOD, confirmPassword: GOOD }, { email: 'invalid_email' }],
    [
      { email: 'jane@example.com', password: 'fairway1!', confirmPassword: 'fairway1!' },
      { password: 'password_requirements_not_met' },
    ],
    [
      { email: 'jane@example.com', password: 'Fairway!!', confirmPassword: 'Fairway!!' },
      { password: 'password_requirements_not_met' },
    ],
    [
      { email: 'jane@example.com', password: 'Fa1!', confirmPassword: 'Fa1!' },
      { password: 'password_requirements_not_met' },
    ],
    [
      {
        email: 'jane@example.com',
        password: `${GOOD}${'x'.repeat(130)}`,
        confirmPassword: `${GOOD}${'x'.repeat(130)}`,
      },
      { password: 'password_too_long' },
    ],
    [
      { email: 'jane@example.com', password: GOOD, confirmPassword: '' },
      { confirmPassword: 'passwords_dont_match' },
    ],
    [
      { email: 'jane@example.com', password: GOOD, confirmPassword: 'Fairway1?' },
      { confirmPassword: 'passwords_dont_match' },
    ],
    [{ email: ' jane@example.com ', password: GOOD, confirmPassword: GOOD }, {}],
  ])('%j → %j', (values, errors) => {
    expect(validateSignUp(values)).toEqual(errors);
    expect(canSubmitSignUp(values)).toBe(Object.keys(errors).length === 0);
  });
});

describe('validateForgotPassword', () => {
  it.each([
    ['', { email: 'required' }],
    ['  ', { email: 'required' }],
    ['nope', { email: 'invalid_email' }],
    ['jane@example.com', {}],
  ])('%j → %j', (email, errors) => {
    expect(validateForgotPassword({ email })).toEqual(errors);
  });
});

describe('validateNewPassword', () => {
  it.each([
    [{ password: GOOD, confirmPassword: GOOD }, {}],
    [{ password: 'short', confirmPassword: 'short' }, { password: 'password_requirements_not_met' }],
    [{ password: GOOD, confirmPassword: 'other' }, { confirmPassword: 'passwords_dont_match' }],
  ])('%j → %j', (values, errors) => {
    expect(validateNewPassword(values)).toEqual(errors);
  });
});

describe('arrivals from mailed links', () => {
  it.each([
    ['?verified=1', 'verified'],
    ['?error=invalid_token', 'invalid-link'],
    ['?error=INVALID_TOKEN', 'invalid-link'],
    ['', null],
    ['?verified=0', null],
    ['?error=access_denied', 'social-failed'],
    ['?error=please_restart_the_process', 'social-failed'],
  ])('sign-in %j → %s', (search, arrival) => {
    expect(signInArrival(search)).toBe(arrival);
  });

  it.each([
    ['?token=abc123', 'abc123'],
    ['?error=INVALID_TOKEN', null],
    ['?token=abc&error=INVALID_TOKEN', null],
    ['?token=', null],
    ['', null],
  ])('reset-password %j → %j', (search, token) => {
    expect(resetTokenOf(search)).toBe(token);
  });
});
