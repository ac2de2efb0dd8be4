import { describe, expect, it } from 'vitest';
import { parsePublicConfig } from './public-config';

describe('parsePublicConfig', () => {
  it.each([
    [
      { socialProviders: ['google', 'apple'], devMailbox: '/dev/mailbox', environment: 'test:pglite' },
      { socialProviders: ['google', 'apple'], devMailbox: '/dev/mailbox', environment: 'test:pglite' },
    ],
    [
      { socialProviders: ['apple', 'facebook'], devMailbox: null, environment: 'production:postgres' },
      { socialProviders: ['apple'], devMailbox: null, environment: 'production:postgres' },
    ],
    [null, { socialProviders: [], devMailbox: null, environment: '' }],
    [{ socialProviders: 'google' }, { socialProviders: [], devMailbox: null, environment: '' }],
  ])('%j → %j', (data, expected) => {
    expect(parsePublicConfig(data)).toEqual(expected);
  });
});
