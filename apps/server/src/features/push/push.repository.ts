import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushDevices, users } from '../../db/schema';

export type DeviceRow = typeof pushDevices.$inferSelect;

export interface DeviceInput {
  userId: string;
  deviceId: string;
  platform: 'web' | 'ios' | 'android';
  deviceName: string | null;
  endpoint: string | null;
  p256dh: string | null;
  auth: string | null;
  token: string | null;
}

export type PushRepository = ReturnType<typeof createPushRepository>;

/** The SQL of push: the devices of each golfer and the golfer's language. */
export function createPushRepository(db: Db) {
  return {
    /**
     * Saves a device for its golfer, replacing what that device had. The same subscription endpoint or token
     * registered before (by this golfer under another id, or by another golfer signed in on the same browser) is
     * moved here: a device pushes to the golfer signed in on it, never to the one before.
     */
    async save(input: DeviceInput): Promise<DeviceRow> {
      return db.transaction(async (tx) => {
        if (input.endpoint) await tx.delete(pushDevices).where(eq(pushDevices.endpoint, input.endpoint));
        if (input.token)
          await tx
            .delete(pushDevices)
            .where(and(eq(pushDevices.platform, input.platform), eq(pushDevices.token, input.token)));
        const [row] = await tx
          .insert(pushDevices)
          .values(input)
          .onConflictDoUpdate({
            target: [pushDevices.userId, pushDevices.deviceId],
            set: {
              platform: input.platform,
              deviceName: input.deviceName,
              endpoint: input.endpoint,
              p256dh: input.p256dh,
              auth: input.auth,
              token: input.token,
              updatedAt: sql`now()`,
            },
          })
          .returning();
        return row!;
      });
    },

    /** Deletes one of the golfer's devices; false when the golfer has no such device. */
    async remove(userId: string, deviceId: string): Promise<boolean> {
      const deleted = await db
        .delete(pushDevices)
        .where(and(eq(pushDevices.userId, userId), eq(pushDevices.deviceId, deviceId)))
        .returning({ id: pushDevices.id });
      return deleted.length > 0;
    },

    /** Forgets a device whose push service says it is gone. */
    async removeById(id: string): Promise<void> {
      await db.delete(pushDevices).where(eq(pushDevices.id, id));
    },

    devicesOf(userId: string): Promise<DeviceRow[]> {
      return db.select().from(pushDevices).where(eq(pushDevices.userId, userId));
    },

    /** The golfer's language (`users.locale`), or null when there is no such golfer. */
    async localeOf(userId: string): Promise<string | null> {
      const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
      return row?.locale ?? null;
    },
  };
}
