import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { SessionRevocation } from '../realtime/bus';

/** Who gained and who lost the admin role. */
export interface AdminRoleChanges {
  granted: string[];
  removed: string[];
}

/**
 * Makes the admin role follow `ADMIN_EMAILS` (lower-case addresses) at start-up: verified accounts whose address is
 * listed become admins, admins whose address is no longer listed become users. Sign-up only reads the list when an
 * account is created, so without this an address added later never became admin and a removed one stayed admin.
 * The changed accounts' cached sessions are revoked (on every instance), so their next request sees the new role.
 */
export async function syncAdminRoles(
  db: Db,
  adminEmails: readonly string[],
  revoke: (revocation: SessionRevocation) => Promise<void>,
): Promise<AdminRoleChanges> {
  const email = sql`lower(${users.email})`;
  const now = new Date();
  const granted = adminEmails.length
    ? await db
        .update(users)
        .set({ role: 'admin', updatedAt: now })
        .where(and(inArray(email, [...adminEmails]), eq(users.emailVerified, true), ne(users.role, 'admin')))
        .returning({ id: users.id })
    : [];
  const removed = await db
    .update(users)
    .set({ role: 'user', updatedAt: now })
    .where(
      adminEmails.length
        ? and(eq(users.role, 'admin'), notInArray(email, [...adminEmails]))
        : eq(users.role, 'admin'),
    )
    .returning({ id: users.id });
  const changed = [...granted, ...removed].map((row) => row.id);
  // Written outside Better Auth, whose hooks would otherwise drop what the session caches hold.
  if (changed.length) await revoke({ userIds: changed });
  return { granted: granted.map((row) => row.id), removed: removed.map((row) => row.id) };
}
