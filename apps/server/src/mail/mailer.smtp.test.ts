import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailboxMessages } from '../db/schema';
import { buildTestApp } from '../test/app';
import type { TestApp } from '../test/app';

/** With SMTP_URL set, account mails go out over SMTP (to a local server started by the test), not to the mailbox. */
describe('mail over SMTP', () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  let server: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    t = await buildTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Fairway <club@fairway.test>' },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends the verification mail to the new golfer, translated, and keeps nothing in the local mailbox', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'smtp@example.test', password: 'Fairway#Birdie42', locale: 'de' },
    });
    expect(response.statusCode).toBe(200);
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
    const [mail] = received;
    expect(mail?.from).toBe('club@fairway.test');
    expect(mail?.to).toEqual(['smtp@example.test']);
    expect(mail?.data).toMatch(/Subject: =\?UTF-8\?|Subject: Best/);
    expect(mail?.data).toContain('/api/auth/verify-email?token=');
    expect(await t.app.db.select().from(mailboxMessages)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
  });
});
