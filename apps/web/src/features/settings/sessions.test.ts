import { describe, expect, it } from 'vitest';
import { describeDevice, orderSessions, parseSessions, type AccountSession } from './sessions';

const session = (overrides: Partial<AccountSession>): AccountSession => ({
  id: 'id',
  current: false,
  userAgent: null,
  ipAddress: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  expiresAt: '2026-02-01T10:00:00.000Z',
  ...overrides,
});

describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      { browser: 'Chrome', os: 'Windows', isMobile: false },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      { browser: 'Edge', os: 'Windows', isMobile: false },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      { browser: 'Safari', os: 'macOS', isMobile: false },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { browser: 'Safari', os: 'iOS', isMobile: true },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
      { browser: 'Chrome', os: 'iOS', isMobile: true },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      { browser: 'Chrome', os: 'Android', isMobile: true },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      { browser: 'Firefox', os: 'Linux', isMobile: false },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      { browser: 'Chrome', os: 'Linux', isMobile: false },
    ],
    ['curl/8.5.0', { browser: null, os: null, isMobile: false }],
    [null, { browser: null, os: null, isMobile: false }],
  ])('%s', (userAgent, expected) => {
    expect(describeDevice(userAgent)).toEqual(expected);
  });
});

describe('the session list', () => {
  it('reads the list-sessions answer, dropping entries it could not end', () => {
    expect(
      parseSessions([
        {
          id: 's1',
          current: true,
          userAgent: 'UA',
          ipAddress: '127.0.0.1',
          createdAt: 'c',
          updatedAt: 'u',
          expiresAt: 'e',
        },
        { userAgent: 'no id', current: false },
        'garbage',
        { id: 's2', createdAt: 'c2', current: 'yes' },
      ]),
    ).toEqual([
      {
        id: 's1',
        current: true,
        userAgent: 'UA',
        ipAddress: '127.0.0.1',
        createdAt: 'c',
        updatedAt: 'u',
        expiresAt: 'e',
      },
      {
        id: 's2',
        current: false,
        userAgent: null,
        ipAddress: null,
        createdAt: 'c2',
        updatedAt: 'c2',
        expiresAt: '',
      },
    ]);
    expect(parseSessions(null)).toEqual([]);
  });

  it('puts this device first, then the newest', () => {
    const sessions = [
      session({ id: 'old', createdAt: '2026-01-01T00:00:00Z' }),
      session({ id: 'new', createdAt: '2026-03-01T00:00:00Z' }),
      session({ id: 'mine', current: true, createdAt: '2025-12-01T00:00:00Z' }),
    ];
    expect(orderSessions(sessions).map((s) => s.id)).toEqual(['mine', 'new', 'old']);
  });
});
