import { desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { mailboxMessages } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail: through SMTP when `SMTP_URL` is set, otherwise into the local mailbox (never in production). */
export interface Mailer {
  readonly kind: 'smtp' | 'mailbox';
  send(mail: Mail): Promise<void>;
}

/**
 * Builds the mailer from configuration. Without SMTP in development and tests, mails land in the
 * `mailbox_messages` table, shown at /dev/mailbox, so sign-up and password reset work on a laptop.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  return {
    kind: 'mailbox',
    async send(mail) {
      await options.db.insert(mailboxMessages).values({ ...mail, to: mail.to.toLowerCase() });
      options.log.info(
        { to: mail.to, subject: mail.subject },
        'mail written to the local mailbox (/dev/mailbox)',
      );
    },
  };
}

/** The latest mails of the local mailbox, newest first; optionally only those to one address. */
export async function readMailbox(db: Db, to?: string, limit = 50) {
  const query = db.select().from(mailboxMessages).orderBy(desc(mailboxMessages.id)).limit(limit);
  return to ? query.where(eq(mailboxMessages.to, to.toLowerCase())) : query;
}
