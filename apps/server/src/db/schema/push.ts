import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * The devices a golfer receives pushes on (platform.md §7 `POST /notifications/register-device`): a browser's Web
 * Push subscription (endpoint and keys) or a phone's FCM/APNs token. One row per golfer and device; a subscription
 * endpoint or a token belongs to one golfer at a time (the last who registered it on that device).
 */
export const pushDevices = pgTable(
  'push_devices',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text().notNull(),
    platform: text({ enum: ['web', 'ios', 'android'] }).notNull(),
    deviceName: text(),
    /** Web Push: the push service URL and the browser's keys. */
    endpoint: text(),
    p256dh: text(),
    auth: text(),
    /** iOS (APNs) or Android (FCM): the device token. */
    token: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('push_devices_user_device_key').on(table.userId, table.deviceId),
    uniqueIndex('push_devices_endpoint_key')
      .on(table.endpoint)
      .where(sql`${table.endpoint} is not null`),
    uniqueIndex('push_devices_token_key')
      .on(table.platform, table.token)
      .where(sql`${table.token} is not null`),
    index('push_devices_user_idx').on(table.userId),
  ],
);
