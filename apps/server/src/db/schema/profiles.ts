import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A golfer's profile, created at the end of onboarding (platform.md §2.4, §3). One per user; a user without
 * one is "signed in without profile". Handicap is stored with one decimal, plus handicaps negative.
 */
export const profiles = pgTable(
  'profiles',
  {
    userId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    countryCode: text().notNull().default('FR'),
    sex: smallint().notNull().default(0),
    handicap: numeric({ precision: 3, scale: 1, mode: 'number' }),
    membershipId: text(),
    motivation: text(),
    role: text(),
    imageUrl: text(),
    description: text(),
    golfStartYear: integer(),
    tee: text(),
    dexterity: text({ enum: ['right', 'left'] }),
    /** Links to the golfer's pages on six social networks, by platform (games-and-profiles.md §3). */
    socialLinks: jsonb().$type<Partial<Record<string, string>>>().notNull().default({}),
    verified: boolean().notNull().default(false),
    online: boolean().notNull().default(false),
    lastSeen: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('profiles_username_key').on(sql`lower(${table.username})`),
    index('profiles_name_trgm_idx').using(
      'gin',
      sql`(lower(${table.firstName} || ' ' || ${table.lastName})) gin_trgm_ops`,
    ),
  ],
);

/**
 * Mails written while no SMTP server is configured (development and tests): read them at /dev/mailbox.
 * Never used in production.
 */
export const mailboxMessages = pgTable(
  'mailbox_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mailbox_messages_to_idx').on(table.to)],
);

/**
 * Failed sign-ins per account (lower-cased email or username), shared by every server instance, so
 * guessing one account's password is slowed down wherever the guesses come from.
 */
export const signInThrottle = pgTable('sign_in_throttle', {
  account: text().primaryKey(),
  failures: integer().notNull().default(0),
  windowStartedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp({ withTimezone: true }),
});
