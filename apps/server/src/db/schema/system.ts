import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Facts about this database itself: when it was created, which data sets were loaded. */
export const systemFacts = pgTable('system_facts', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
