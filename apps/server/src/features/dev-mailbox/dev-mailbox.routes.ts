import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { readMailbox } from '../../mail/mailer';

const escape = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * The local mailbox, registered only outside production and only while no SMTP server is configured:
 * `/dev/mailbox` lists the mails the server would have sent (newest first, `?to=` filters), and
 * `/dev/mailbox.json` gives the same to scripts and journeys.
 */
export const devMailboxRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get<{ Querystring: { to?: string } }>(
    '/dev/mailbox.json',
    { schema: { hide: true } },
    async (request) => readMailbox(db, request.query.to),
  );
  app.get<{ Querystring: { to?: string } }>(
    '/dev/mailbox',
    { schema: { hide: true } },
    async (request, reply) => {
      const mails = await readMailbox(db, request.query.to);
      const items = mails
        .map(
          (mail) =>
            `<article><h2>${escape(mail.subject)}</h2><p><strong>To:</strong> ${escape(mail.to)} · ` +
            `<time>${mail.createdAt.toISOString()}</time></p><div class="mail">${mail.html}</div></article>`,
        )
        .join('<hr>');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fairway mailbox</title>` +
            `<meta name="viewport" content="width=device-width"><style>body{font-family:system-ui;max-width:720px;` +
            `margin:2rem auto;padding:0 1rem}</style></head><body><h1>Development mailbox</h1>` +
            `<p>Mails the server would have sent. Set SMTP_URL to send real mail.</p>` +
            (items || '<p>No mail yet.</p>') +
            `</body></html>`,
        );
    },
  );
};
