import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/** A club maker of the seeded list the bag editor searches (clubs-and-social.md §3 "Brand"). */
export const golfBrands = pgTable(
  'golf_brands',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
  },
  (table) => [index('golf_brands_name_idx').on(sql`lower(${table.name})`)],
);

/**
 * A club a golfer owns (clubs-and-social.md §3 "Bag club"). At most 14 of a golfer's clubs have `inBag`; the
 * service enforces it under a lock on the golfer's rows. `averageDistance` is in whole metres.
 */
export const bagClubs = pgTable(
  'bag_clubs',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text({ enum: ['driver', 'wood', 'hybrid', 'iron', 'wedge', 'putter'] }).notNull(),
    clubNumber: smallint(),
    loft: numeric({ precision: 4, scale: 1, mode: 'number' }),
    inBag: boolean().notNull().default(true),
    brandId: integer().references(() => golfBrands.id, { onDelete: 'set null' }),
    modelName: text(),
    customModelName: text(),
    shaftFlex: text({ enum: ['regular', 'stiff', 'extra-stiff', 'senior', 'ladies', 'stiff/regular'] }),
    notes: text(),
    averageDistance: smallint(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bag_clubs_user_idx').on(table.userId)],
);
