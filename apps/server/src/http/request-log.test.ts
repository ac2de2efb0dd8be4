import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { follow, mailedLink, signIn } from '../test/app';
import { openTestDatabase } from '../test/db';
import { redactUrl } from './request-log';

describe('redactUrl', () => {
  it.each([
    [
      '/api/auth/verify-email?token=eyJhb.c.d&callbackURL=%2Fsign-in',
      '/api/auth/verify-email?token=[redacted]&callbackURL=%2Fsign-in',
    ],
    [
      '/api/auth/reset-password/AbC123?callbackURL=%2Freset-password',
      '/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password',
    ],
    ['/reset-password?token=AbC123', '/reset-password?token=[redacted]'],
    [
      '/api/auth/oauth2/callback/google?code=xyz&state=abc',
      '/api/auth/oauth2/callback/google?code=[redacted]&state=[redacted]',
    ],
    ['/api/clubs?q=token&page=2', '/api/clubs?q=token&page=2'],
    ['/api/profile', '/api/profile'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

describe('the request log', () => {
  it('holds neither a password nor a verification, reset or bearer token', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      AUTH_SECRET: 'test-secret-for-fairway-tests-only-0123456789',
      DATA_DIR: path.join(tmpdir(), 'fairway-test-data'),
      WEB_DIST: path.join(tmpdir(), 'fairway-no-web-build'),
      AUTH_RATE_LIMIT: 'false',
    });
    const database = await openTestDatabase();
    const app = await buildApp({ config, database, logger: { level: 'info', stream } });
    await app.ready();
    try {
      const email = 'quiet@example.test';
      const password = 'Quiet#Fairway2026';
      const newPassword = 'Hushed#Fairway2027';
      await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { email, password } });
      const verification = await mailedLink(app, email, '/verify-email');
      expect((await follow(app, verification)).statusCode).toBe(302);
      const { token: bearerToken } = await signIn(app, email, password);
      await app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email, redirectTo: '/reset-password' },
      });
      const resetLink = await mailedLink(app, email, '/reset-password');
      const opened = await follow(app, resetLink);
      const resetToken = new URL(opened.headers.location as string, 'http://x').searchParams.get('token');
      const reset = await app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: resetToken, newPassword },
      });
      expect(reset.statusCode).toBe(200);

      const log = lines.join('');
      // The log does record the requests, with the tokens' places marked.
      expect(log).toContain('/api/auth/verify-email?token=[redacted]');
      expect(log).toContain('/api/auth/reset-password/[redacted]');
      const verificationToken = new URL(verification).searchParams.get('token') as string;
      for (const secret of [password, newPassword, verificationToken, resetToken, bearerToken]) {
        expect(secret).toBeTruthy();
        expect(log).not.toContain(secret as string);
        expect(log).not.toContain(encodeURIComponent(secret as string));
      }
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);
});
