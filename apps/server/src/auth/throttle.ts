import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signInThrottle } from '../db/schema';

/** Failed sign-ins allowed per account within the window before the account's sign-in pauses. */
export const SIGN_IN_THROTTLE = { failures: 10, windowMs: 15 * 60_000, lockMs: 15 * 60_000 } as const;

/**
 * Per-account sign-in throttling, stored in the database so every server instance shares it. It slows down
 * guessing one account's password from many addresses; per-address limits are Better Auth's.
 */
export function createSignInThrottle(db: Db, now: () => Date = () => new Date()) {
  return {
    /** When the account may try again, or null when it may now. */
    async lockedUntil(account: string): Promise<Date | null> {
      const [row] = await db.select().from(signInThrottle).where(eq(signInThrottle.account, account));
      return row?.lockedUntil && row.lockedUntil > now() ? row.lockedUntil : null;
    },
    /** Counts a failure; the tenth within 15 minutes pauses the account's sign-in for 15 minutes. */
    async failed(account: string): Promise<void> {
      const at = now();
      const windowStart = new Date(at.getTime() - SIGN_IN_THROTTLE.windowMs);
      const lockUntil = new Date(at.getTime() + SIGN_IN_THROTTLE.lockMs);
      await db
        .insert(signInThrottle)
        .values({ account, failures: 1, windowStartedAt: at })
        .onConflictDoUpdate({
          target: signInThrottle.account,
          set: {
            failures: sql`CASE WHEN ${signInThrottle.windowStartedAt} < ${windowStart} THEN 1 ELSE ${signInThrottle.failures} + 1 END`,
            windowStartedAt: sql`CASE WHEN ${signInThrottle.windowStartedAt} < ${windowStart} THEN ${at} ELSE ${signInThrottle.windowStartedAt} END`,
          },
        });
      await db
        .update(signInThrottle)
        .set({ lockedUntil: lockUntil, failures: 0, windowStartedAt: at })
        .where(
          sql`${signInThrottle.account} = ${account} AND ${signInThrottle.failures} >= ${SIGN_IN_THROTTLE.failures}`,
        );
    },
    async succeeded(account: string): Promise<void> {
      await db.delete(signInThrottle).where(eq(signInThrottle.account, account));
    },
  };
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

/** Account mails (verification and "someone tried" on sign-up, reset links) allowed per address per hour. */
export const ACCOUNT_MAIL_LIMIT = { mails: 3, windowMs: 60 * 60_000 } as const;

/**
 * Per-account limit on the mails that sign-up and password-reset requests send, in the same table as sign-in
 * throttling under their own key namespaces (`sign-up-mail:`, `reset-mail:`), so every instance shares it.
 * Every request counts, whether or not the address has an account, so the limit itself reveals nothing.
 */
export function createAccountMailLimit(db: Db, now: () => Date = () => new Date()) {
  return {
    /** Counts one request for `key`; false once more than {@link ACCOUNT_MAIL_LIMIT} were made this hour. */
    async allow(key: string): Promise<boolean> {
      const at = now();
      const windowStart = new Date(at.getTime() - ACCOUNT_MAIL_LIMIT.windowMs);
      const [row] = await db
        .insert(signInThrottle)
        .values({ account: key, failures: 1, windowStartedAt: at })
        .onConflictDoUpdate({
          target: signInThrottle.account,
          set: {
            failures: sql`CASE WHEN ${signInThrottle.windowStartedAt} < ${windowStart} THEN 1 ELSE ${signInThrottle.failures} + 1 END`,
            windowStartedAt: sql`CASE WHEN ${signInThrottle.windowStartedAt} < ${windowStart} THEN ${at} ELSE ${signInThrottle.windowStartedAt} END`,
          },
        })
        .returning({ count: signInThrottle.failures });
      return (row?.count ?? 1) <= ACCOUNT_MAIL_LIMIT.mails;
    },
  };
}
export type AccountMailLimit = ReturnType<typeof createAccountMailLimit>;
