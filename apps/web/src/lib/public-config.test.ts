import { describe, expect, it } from 'vitest';
import { parsePublicConfig } from './public-config';

const NONE = {
  socialProviders: [],
  devMailbox: null,
  environment: '',
  mapStyleUrl: null,
  satelliteStyleUrl: null,
};

describe('parsePublicConfig', () => {
  it.each([
    [
      {
        socialProviders: ['google', 'apple'],
        devMailbox: '/dev/mailbox',
        environment: 'test:pglite',
        mapStyleUrl: 'https://tiles.example/style.json',
        satelliteStyleUrl: null,
      },
      {
        socialProviders: ['google', 'apple'],
        devMailbox: '/dev/mailbox',
        environment: 'test:pglite',
        mapStyleUrl: 'https://tiles.example/style.json',
        satelliteStyleUrl: null,
      },
    ],
    [
      { socialProviders: ['apple', 'facebook'], devMailbox: null, environment: 'production:postgres' },
      {
        socialProviders: ['apple'],
        devMailbox: null,
        environment: 'production:postgres',
        mapStyleUrl: null,
        satelliteStyleUrl: null,
      },
    ],
    [null, { ...NONE }],
    [{ socialProviders: 'google', mapStyleUrl: 42 }, { ...NONE }],
  ])('%j → %j', (data, expected) => {
    expect(parsePublicConfig(data)).toEqual(expected);
  });
});
